import { defineMessages } from '../i18n/defineMessages.ts';

/** Devices and the device message protocol (its problems, the device CLI, the log's events). */
export const deviceMessages = defineMessages(
  {
    'error.deviceOffline': 'The device is offline',
    'device.problem.notJson': 'The message is not JSON',
    'device.problem.header': 'The message header is missing ns, name, mid, ts or gid, or its mid or gid is longer than {max} characters',
    'device.problem.tooLarge': 'The message is larger than {max} bytes; the connection was closed',
    'device.problem.encoding': 'The message is not valid UTF-8 text; it was refused (shown with the broken bytes replaced)',
    'device.problem.depth': 'The message is nested deeper than {max} levels; it was refused',
    'device.problem.text': 'The message holds a NUL character or broken Unicode, which cannot be stored; it was refused (shown with those characters escaped)',
    'device.problem.notStored': 'The database refused to store a record of this message ({reason}); it was set aside instead of holding up other messages',
    'device.problem.version': 'The message version must be {ver}',
    'device.problem.kind': 'Message kind "{kind}" does not belong on this topic',
    'device.problem.payload': 'The payload must be an object',
    'device.problem.empty': 'The message carries no data points',
    'device.problem.unknownDp': 'The product has no data point {dpId}',
    'device.problem.sendOnly': 'This data point is send-only and cannot be reported',
    'device.problem.reportOnly': 'This data point is report-only and cannot be sent',
    'device.problem.type': 'The value must be of type {type}',
    'device.problem.range': 'The value {value} is outside {min}-{max}',
    'device.problem.step': 'The value {value} is not on a step of {step}',
    'device.problem.enum': 'The value "{value}" is not one of the enum values',
    'device.problem.length': 'The value is longer than {max} bytes',
    'device.problem.faultBits': 'The fault value has bits beyond the {bits} defined',
    'device.problem.topic': 'The device may not publish to topic "{topic}"',
    'device.problem.unsupported': 'The device does not support this command',
    'device.cli.help':
      'Usage: iotc-device --url <mqtt://host:1883 | ws://host:8080/mqtt> --file <triples.xlsx | .csv> --model <model.json> [options]\n' +
      'Runs simulated devices of a product with the credentials of its exported triple file.\n\n' +
      '  --url URL           the broker\n' +
      '  --file FILE         the exported triple file (xlsx or csv)\n' +
      "  --model FILE        the product's thing model (the function editor's JSON export)\n" +
      '  --count N           run the first N devices of the file (default: all)\n' +
      '  --report-every S    every S seconds each device reports a random value of one of its functions\n' +
      '  --download-speed B  firmware download speed of each device, in bytes per second (default 524288)\n' +
      '  --failure-rate R    share of upgrades whose install fails, 0 to 1 (default 0)\n' +
      '  --reboot-mid-upgrade R\n' +
      '                      share of upgrades during which the device reboots halfway through the download, 0 to 1 (default 0)\n' +
      '  --state-dir DIR     keep partial firmware downloads in DIR, so that they resume after a restart (default: in memory)\n' +
      '  --help              show this help\n\n' +
      'Every device accepts upgrades: it downloads the firmware, checks it and reports its new version.\n' +
      'Ctrl-C disconnects every device and exits.',
    'device.cli.missingOption': 'Missing option --{option} (see --help)',
    'device.cli.badNumber': '--{option} must be a positive integer',
    'device.cli.badShare': '--{option} must be a number from 0 to 1',
    'device.cli.modelNotJson': 'The thing model {file} is not JSON',
    'device.cli.modelInvalid': 'The thing model {file} cannot be used:',
    'device.cli.fileType': 'The triple file must be an .xlsx or .csv file: {file}',
    'device.cli.columnsMissing': 'The first row of the triple file lacks the columns {columns}',
    'device.cli.rowIncomplete': 'Row {row} of the triple file has no {column}',
    'device.cli.productMismatch': 'Row {row} is a device of product {found}, the thing model is of product {expected}',
    'device.cli.noTriples': 'The triple file holds no devices',
    'device.cli.starting': 'Starting {count} device(s) of product {productKey} on {url}',
    'device.cli.online': 'online',
    'device.cli.offline': 'offline',
    'device.cli.refused': 'refused by the broker (wrong credentials): {reason}',
    'device.cli.unreachable': 'cannot connect: {reason}',
    'device.cli.received': 'received {kind} {payload}',
    'device.cli.controlRefused': 'control refused: {reason}',
    'device.cli.state': 'state {dps}',
    'device.cli.error': 'error: {reason}',
    'device.cli.stopping': 'Disconnecting every device...',
    'device.cli.upgrade.downloading': 'upgrade to {version}: downloading, {progress}%',
    'device.cli.upgrade.installing': 'upgrade to {version}: installing',
    'device.cli.upgrade.done': 'upgrade to {version}: done',
    'device.cli.upgrade.failed': 'upgrade to {version}: failed ({reason})',
    'device.event.1': 'Online',
    'device.event.2': 'Offline',
    'device.event.3': 'Data report',
    'device.event.4': 'Control',
    'device.event.5': 'Control acknowledged',
    'device.event.6': 'Query',
    'device.event.7': 'Query answered',
    'device.event.8': 'Device info',
    'device.event.9': 'Reboot',
    'device.event.10': 'Restore factory settings',
    'device.event.11': 'Upgrade notice',
    'device.event.12': 'Upgrade progress',
    'device.event.13': 'Activated',
    'field.count': 'Count',
    'field.batch': 'Batch',
    'field.did': 'Device ID',
    'field.dids': 'Devices',
    'field.sn': 'SN',
  },
  {
    'error.deviceOffline': '设备不在线',
    'device.problem.notJson': '消息不是 JSON',
    'device.problem.header': '消息头缺少 ns、name、mid、ts 或 gid，或 mid、gid 超过 {max} 个字符',
    'device.problem.tooLarge': '消息超过 {max} 字节，连接已断开',
    'device.problem.encoding': '消息不是有效的 UTF-8 文本，已拒收（显示时已替换损坏的字节）',
    'device.problem.depth': '消息嵌套超过 {max} 层，已拒收',
    'device.problem.text': '消息含有无法存储的 NUL 字符或损坏的 Unicode，已拒收（显示时已转义这些字符）',
    'device.problem.notStored': '数据库拒绝存储该消息的一条记录（{reason}），已单独留存，不影响其他消息',
    'device.problem.version': '消息版本须为 {ver}',
    'device.problem.kind': '消息类型“{kind}”不属于该主题',
    'device.problem.payload': '消息体须为对象',
    'device.problem.empty': '消息不含任何功能点',
    'device.problem.unknownDp': '产品没有功能点 {dpId}',
    'device.problem.sendOnly': '该功能点只下发，不能上报',
    'device.problem.reportOnly': '该功能点只上报，不能下发',
    'device.problem.type': '取值类型须为 {type}',
    'device.problem.range': '取值 {value} 超出 {min}-{max}',
    'device.problem.step': '取值 {value} 不符合步长 {step}',
    'device.problem.enum': '取值“{value}”不在枚举值中',
    'device.problem.length': '取值超过 {max} 字节',
    'device.problem.faultBits': '故障值含有未定义的故障位（共 {bits} 位）',
    'device.problem.topic': '设备无权向主题“{topic}”发布消息',
    'device.problem.unsupported': '设备不支持该指令',
    'device.cli.help':
      '用法：iotc-device --url <mqtt://host:1883 | ws://host:8080/mqtt> --file <triples.xlsx | .csv> --model <model.json> [选项]\n' +
      '用产品导出的三元组文件中的凭证运行该产品的模拟设备。\n\n' +
      '  --url URL           消息服务器地址\n' +
      '  --file FILE         导出的三元组文件（xlsx 或 csv）\n' +
      '  --model FILE        产品的物模型（功能定义导出的 JSON）\n' +
      '  --count N           只运行文件中的前 N 个设备（默认全部）\n' +
      '  --report-every S    每 S 秒每个设备随机上报一个功能点的取值\n' +
      '  --download-speed B  每个设备下载固件的速度，单位字节/秒（默认 524288）\n' +
      '  --failure-rate R    安装失败的升级所占比例，0 到 1（默认 0）\n' +
      '  --reboot-mid-upgrade R\n' +
      '                      下载到一半时设备重启的升级所占比例，0 到 1（默认 0）\n' +
      '  --state-dir DIR     将未下载完的固件保存在 DIR 中，重新运行后可续传（默认保存在内存中）\n' +
      '  --help              显示本帮助\n\n' +
      '每个设备都接受升级：下载固件、校验后上报新版本。\n' +
      '按 Ctrl-C 断开所有设备并退出。',
    'device.cli.missingOption': '缺少选项 --{option}（见 --help）',
    'device.cli.badNumber': '--{option} 须为正整数',
    'device.cli.badShare': '--{option} 须为 0 到 1 之间的数',
    'device.cli.modelNotJson': '物模型 {file} 不是 JSON',
    'device.cli.modelInvalid': '物模型 {file} 无法使用：',
    'device.cli.fileType': '三元组文件须为 .xlsx 或 .csv 文件：{file}',
    'device.cli.columnsMissing': '三元组文件第一行缺少列 {columns}',
    'device.cli.rowIncomplete': '三元组文件第 {row} 行缺少 {column}',
    'device.cli.productMismatch': '第 {row} 行是产品 {found} 的设备，物模型属于产品 {expected}',
    'device.cli.noTriples': '三元组文件中没有设备',
    'device.cli.starting': '正在启动产品 {productKey} 的 {count} 个设备，连接 {url}',
    'device.cli.online': '在线',
    'device.cli.offline': '离线',
    'device.cli.refused': '消息服务器拒绝连接（凭证错误）：{reason}',
    'device.cli.unreachable': '无法连接：{reason}',
    'device.cli.received': '收到 {kind} {payload}',
    'device.cli.controlRefused': '拒绝控制：{reason}',
    'device.cli.state': '状态 {dps}',
    'device.cli.error': '错误：{reason}',
    'device.cli.stopping': '正在断开所有设备……',
    'device.cli.upgrade.downloading': '升级到 {version}：下载中，{progress}%',
    'device.cli.upgrade.installing': '升级到 {version}：安装中',
    'device.cli.upgrade.done': '升级到 {version}：完成',
    'device.cli.upgrade.failed': '升级到 {version}：失败（{reason}）',
    'device.event.1': '上线',
    'device.event.2': '下线',
    'device.event.3': '数据上报',
    'device.event.4': '控制',
    'device.event.5': '控制应答',
    'device.event.6': '查询',
    'device.event.7': '查询应答',
    'device.event.8': '设备信息',
    'device.event.9': '重启',
    'device.event.10': '恢复出厂设置',
    'device.event.11': '升级通知',
    'device.event.12': '升级进度',
    'device.event.13': '激活',
    'field.count': '数量',
    'field.batch': '批次',
    'field.did': '设备 ID',
    'field.dids': '设备',
    'field.sn': 'SN',
  },
);
