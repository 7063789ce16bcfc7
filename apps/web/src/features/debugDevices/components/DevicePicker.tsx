import { useState } from 'react';
import { Empty, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_MAX, Perm, VIRTUAL_DEVICE_TIMEOUT_MS } from '@iotc/shared';
import { AddButton } from '@/components/ListActions';
import { LoadFailed } from '@/components/LoadFailed';
import { useDevice } from '@/features/devices/hooks';
import { useGenerateVirtualDevice, useVirtualDevices } from '@/features/virtualDevices/hooks';
import { toast } from '@/lib/feedback';
import { useDebugDevices } from '../hooks';
import styles from './debugDevices.module.css';

interface PickedDevice {
  did: string;
  name: string;
}

/**
 * The product's virtual and debug devices to try something against (the panel preview, the voice tester): the first
 * one until the user chooses another, and its detail (what a debugging session starts from).
 */
export function useDeviceChoice(productId: string) {
  const virtual = useVirtualDevices(productId);
  const debug = useDebugDevices({ productId, pageNo: 1, pageSize: PAGE_SIZE_MAX });
  const [chosen, setChosen] = useState<string | null>(null);
  const virtualDevices: PickedDevice[] = virtual.data ?? [];
  const debugDevices: PickedDevice[] = debug.data?.list ?? [];
  const did = chosen ?? virtualDevices[0]?.did ?? debugDevices[0]?.did ?? null;
  const device = useDevice(did);
  // A list that could not be loaded is no list without devices: creating one is not what the product needs then.
  const failed = [virtual, debug].filter((list) => list.isError && !list.data);
  return {
    productId,
    did,
    device,
    virtualDevices,
    debugDevices,
    loading: virtual.isPending || debug.isPending,
    failed: failed.length > 0,
    retrying: failed.some((list) => list.isFetching),
    retry: () => void Promise.all(failed.map((list) => list.refetch())),
    choose: setChosen,
  };
}

export type DeviceChoice = ReturnType<typeof useDeviceChoice>;

/** The two groups of devices in one select. */
function DeviceSelect({ choice, did, testId }: { choice: DeviceChoice; did: string; testId: string }) {
  const { t } = useTranslation();
  const option = (device: PickedDevice) => ({ value: device.did, label: `${device.name} (${device.did})` });
  return (
    <Select<string>
      className={styles.deviceSelect}
      value={did}
      onChange={choice.choose}
      options={[
        ...(choice.virtualDevices.length > 0 ? [{ label: t('debugDevices.picker.virtual'), options: choice.virtualDevices.map(option) }] : []),
        ...(choice.debugDevices.length > 0 ? [{ label: t('debugDevices.picker.debug'), options: choice.debugDevices.map(option) }] : []),
      ]}
      data-testid={`${testId}-device`}
    />
  );
}

/** No device yet: one virtual device is created here (the server runs it) and chosen. */
function CreateVirtualDevice({ choice, emptyText, testId }: { choice: DeviceChoice; emptyText: string; testId: string }) {
  const { t } = useTranslation();
  const generate = useGenerateVirtualDevice();
  const create = async () => {
    const device = await generate.mutateAsync(choice.productId).catch(() => null);
    if (!device) return;
    toast.success(t('virtualDevices.list.created', { did: device.did }));
    choice.choose(device.did);
  };
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={generate.isPending ? t('virtualDevices.list.creating', { seconds: VIRTUAL_DEVICE_TIMEOUT_MS / 1000 }) : emptyText}
      data-testid={`${testId}-no-device`}
    >
      <AddButton perm={Perm.virtualDeviceAdd} testId={`${testId}-create-virtual`} loading={generate.isPending} onClick={() => void create()}>
        {t('virtualDevices.list.create')}
      </AddButton>
    </Empty>
  );
}

interface DevicePickerProps {
  choice: DeviceChoice;
  /** Said when the product has no device, above the button that creates a virtual one. */
  emptyText: string;
  /** `-device`, `-no-device`, `-create-virtual` and `-load-failed` name its parts. */
  testId: string;
}

/** Chooses one of the product's devices, or creates a virtual device when it has none. */
export function DevicePicker({ choice, emptyText, testId }: DevicePickerProps) {
  const { t } = useTranslation();
  if (choice.failed) {
    return (
      <div data-testid={`${testId}-load-failed`}>
        <LoadFailed title={t('debugDevices.picker.loadFailed')} retrying={choice.retrying} onRetry={choice.retry} />
      </div>
    );
  }
  if (choice.loading) return <Skeleton.Input active />;
  if (choice.did === null) return <CreateVirtualDevice choice={choice} emptyText={emptyText} testId={testId} />;
  return <DeviceSelect choice={choice} did={choice.did} testId={testId} />;
}
