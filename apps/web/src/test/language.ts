// jsdom's browser asks for en-US; the tests read the console in its default language, as stored by a user.
// (The build's own tests run on Node, without a browser's storage.)
globalThis.localStorage?.setItem('iotc.lang', 'zh-CN');
