// The device side (topics, envelope, virtual device, CLI) arrives with the device connectivity work.
export {};
