import { iotPath as iot } from '../api/paths.ts';

/** Manufacture triples. */
export const triplePaths = {
  generate: iot('deviceTriad/generator'),
  produceList: iot('activeDevice/produce/list'),
  exportCount: iot('activeDevice/triadExportCount'),
  report: iot('device/triadReport'),
  /** Not shown in the spec: the triples of one generation, and the export job. */
  list: iot('deviceTriad/list'),
  export: iot('deviceTriad/export'),
  /** The serial-number file template (xlsx) to fill in for a generation. */
  serialTemplate: iot('deviceTriad/serialTemplate'),
} as const;
