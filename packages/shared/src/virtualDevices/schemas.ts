import { z } from 'zod';
import { VIRTUAL_DEVICES_PER_PRODUCT_MAX } from '../constants.ts';
import { deviceItem } from '../devices/schemas.ts';

/**
 * Virtual devices (spec 001 §3: userAccount, did): devices of a product run by the server with the
 * device SDK. They connect through the broker like any device, keep the state of every function and
 * come back after a restart.
 */

const idText = z.string().trim().min(1, 'validation.required').max(64);

/** device/virtualDeviceList: the product's virtual devices (the tour asks with isVirtual=1). */
export const virtualDeviceListQuery = z.object({
  productId: idText,
  isVirtual: z.coerce.number().pipe(z.literal(1)).optional(),
});
export type VirtualDeviceListQuery = z.input<typeof virtualDeviceListQuery>;

export const virtualDevice = deviceItem.extend({
  /** The account of the user who created it. */
  userAccount: z.string(),
});
export type VirtualDevice = z.infer<typeof virtualDevice>;

/** device/virtualDeviceList's answer: every one, no pages. */
export const virtualDeviceList = z.object({ list: z.array(virtualDevice) });

/** device/generatorVirtualDevice: one virtual device for the product, created and started. */
export const generateVirtualDeviceBody = z.object({ productId: idText });
/** device/addVirtualDevice: several at once. */
export const addVirtualDeviceBody = z.object({
  productId: idText,
  count: z.coerce.number().int('validation.invalidType').min(1, 'validation.minValue').max(VIRTUAL_DEVICES_PER_PRODUCT_MAX, 'validation.maxValue').default(1),
});
/** device/deleteVirtualDevice: stops and removes them (logs go with them). */
export const deleteVirtualDeviceBody = z.object({ productId: idText, dids: z.array(idText).min(1, 'validation.minItems').max(VIRTUAL_DEVICES_PER_PRODUCT_MAX, 'validation.maxItems') });

/**
 * device/reportVirtualDevice: the virtual device reports this value of one data point, as a real device
 * would (checked against the product's functions by the server: type, range, step, enum, length).
 */
export const reportVirtualDeviceBody = z.object({
  productId: idText,
  did: idText,
  dpId: z.number({ error: 'validation.required' }).int('validation.invalidType').min(0, 'validation.minValue'),
  value: z.union([z.boolean(), z.number(), z.string()], { error: 'validation.required' }),
});
export type ReportVirtualDeviceBody = z.infer<typeof reportVirtualDeviceBody>;
