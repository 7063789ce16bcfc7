import type { Lang } from '@iotc/shared';
import type { IntroduceType } from '@iotc/shared/docs';

export interface DocumentText {
  title: string;
  /** Markdown. */
  content: string;
}

/**
 * The texts of the public documents as first installed. They name no company: "the Provider" is
 * whoever runs this installation, who should read and adapt them before opening it to the public.
 */
export const documentTexts: Record<IntroduceType, Record<Lang, DocumentText>> = {
  documentHome: {
    'zh-CN': {
      title: '开发者文档',
      content: `# 欢迎使用物联网开发者控制台

本控制台面向智能硬件厂商和个人开发者：在这里定义产品、接入和调试设备、发布固件、设计控制面板，并打造属于自己品牌的 App。

## 控制台能做什么

- **产品开发**：创建产品，定义功能点（属性、事件、服务），生成设备凭证三元组。
- **设备接入与调试**：设备通过 MQTT 连接平台；在线调试页可以实时查看上报数据并下发控制指令。
- **固件与 OTA**：上传固件版本，按批次向设备推送升级，并查看每台设备的升级进度。
- **面板与配网引导**：用可视化工具设计 App 中的设备控制面板和配网步骤。
- **App 与运营**：生成品牌 App、管理推送、收集用户反馈、查看数据统计。
- **工单支持**：遇到问题时提交工单，与技术支持在线沟通。

## 五步开始

1. **注册账号**：使用邮箱或手机号注册，选择个人或企业账号，按提示完成激活。
2. **创建产品**：进入“产品开发”，填写产品名称、品类和联网方式。
3. **定义功能点**：为产品添加属性、事件和服务，例如开关、亮度、故障告警。
4. **连接设备**：为产品生成设备凭证，把凭证写入真实设备；没有硬件时，可以用平台提供的虚拟设备命令行工具 \`iotc-device\` 模拟一台设备。
5. **调试与发布**：在设备调试页查看上报数据、下发指令；确认无误后发布产品，开始打造 App。

## 空间与协作

每个账号都有一个属于自己的默认空间。企业可以邀请其他账号加入自己的空间，被邀请者切换到该空间后，只能看到被授权的菜单和数据。右上角的空间切换器可以随时在各空间之间切换。

## 获取帮助

- 新用户可以从头像菜单中选择“新手引导”，跟随演示产品和虚拟设备走一遍完整流程。
- 控制台右上角的工单入口用于提交问题，技术支持回复后会有红点提示。
- 使用本平台前，请阅读《服务条款》《隐私政策》《法律声明》和《App 使用许可协议》。
`,
    },
    'en-US': {
      title: 'Developer documentation',
      content: `# Welcome to the IoT developer console

This console is for makers of smart devices and for individual developers. Here you define products, connect and debug devices, ship firmware, design control panels and build apps under your own brand.

## What the console does

- **Product development**: create products, define their functions (properties, events and services) and generate device credential triples.
- **Device connection and debugging**: devices connect over MQTT; the debugging page shows reported data live and sends control commands.
- **Firmware and OTA**: upload firmware versions, roll upgrades out to devices in batches and follow each device's progress.
- **Panels and pairing guides**: design the device control panel and the pairing steps shown in the app with visual tools.
- **Apps and operations**: build branded apps, manage push messages, collect user feedback and read usage statistics.
- **Support**: open a work order when something goes wrong and talk to the support team online.

## Get started in five steps

1. **Sign up** with an e-mail address or a mobile number, choose a personal or an enterprise account and activate it as prompted.
2. **Create a product** under Product development: give it a name, a category and a network type.
3. **Define functions**: add the properties, events and services of the product, such as power, brightness or a fault alarm.
4. **Connect a device**: generate device credentials and write them into a real device. Without hardware, the \`iotc-device\` command-line tool runs a virtual device with the same credentials.
5. **Debug and release**: watch the reported data and send commands on the debugging page; once everything works, release the product and start on its app.

## Spaces and teamwork

Every account has a default space of its own. A company can invite other accounts into its space; after switching to it, an invited user sees only the menus and data granted to them. The space switcher at the top right moves between spaces at any time.

## Getting help

- New users can pick the novice guide from the avatar menu and walk through the whole flow with a demo product and a virtual device.
- The work-order link at the top right is where you ask for help; a red dot appears when support has replied.
- Before using the platform, please read the Terms of Service, the Privacy Policy, the Legal Statement and the App Usage Licence.
`,
    },
  },

  privacyPolicy: {
    'zh-CN': {
      title: '隐私政策',
      content: `# 隐私政策

本政策说明平台运营方（以下简称“我们”）在您使用物联网开发者控制台（以下简称“平台”）时，收集哪些信息、为什么收集、如何保存和保护，以及您拥有哪些权利。

## 1. 我们收集的信息

- **账号信息**：注册时提供的邮箱或手机号、密码（仅保存不可逆的摘要）、账号类型、公司名称。
- **企业认证信息**：您主动提交的营业执照、法定代表人和申请人信息、证件照片、联系电话和地址。
- **使用记录**：登录时间、访问地址、所用浏览器，以及为保障安全而记录的操作日志。
- **开发数据**：您创建的产品、功能点、固件、面板、App 配置等内容。
- **设备数据**：接入平台的设备上报的状态和事件，以及平台下发的指令。
- **工单内容**：您在工单中填写的问题描述、联系方式和上传的图片或视频。

## 2. 我们如何使用这些信息

- 创建和维护您的账号，验证您的身份，发送验证码和激活邮件；
- 提供产品开发、设备接入、固件升级、App 生成等服务功能；
- 处理工单，回应您的问题；
- 发现和阻止异常登录、滥用和攻击；
- 在去除身份标识后进行统计，以改进平台。

我们不会把您的信息用于本政策没有说明的目的；如需这样做，会事先征得您的同意。

## 3. 设备数据与终端用户数据

您通过平台接入的设备以及您发布的 App 可能会产生终端用户的数据。对于这些数据，您是决定处理目的和方式的一方，我们按照您的指示代为存储和处理。您应当向终端用户清楚告知数据的用途，并依法取得必要的同意。

## 4. 共享、转让和公开披露

我们不会出售您的个人信息。只有在以下情况下，我们才会向第三方提供信息：

- 获得您的明确同意；
- 为完成您要求的服务所必需，例如通过短信或邮件服务商发送验证码；
- 法律法规要求，或有权机关依法要求。

## 5. 存储与保护

- 信息存储在平台运营方选定的服务器上，保存期限为提供服务所必需的时间；账号注销后，我们会删除或匿名化处理您的个人信息，法律要求保留的除外。
- 我们采用传输加密、密码摘要、访问控制和空间隔离等措施保护数据。任何措施都无法做到绝对安全，如发生安全事件，我们会及时通知您并采取补救措施。

## 6. 您的权利

您可以在账号设置中查看和更正您的信息、修改密码、调整登录安全时间；也可以通过工单申请导出或删除您的信息、注销账号。我们会在核实身份后及时处理。

## 7. 未成年人

平台面向企业和开发者，不面向未满十八周岁的未成年人提供服务。

## 8. 本政策的更新

政策内容发生重大变化时，我们会在平台上显著提示。变化生效后您继续使用平台，即表示您接受更新后的政策。

## 9. 联系我们

对本政策有任何疑问，请通过控制台的工单功能与我们联系。
`,
    },
    'en-US': {
      title: 'Privacy Policy',
      content: `# Privacy Policy

This policy explains what information the operator of this platform ("we") collects when you use the IoT developer console (the "Platform"), why, how it is kept and protected, and what rights you have.

## 1. Information we collect

- **Account information**: the e-mail address or mobile number you sign up with, your password (kept only as a one-way hash), your account type and company name.
- **Enterprise certification**: the business licence, legal representative and applicant details, ID images, phone number and address you choose to submit.
- **Usage records**: sign-in times, network addresses, browser details and the activity logs we keep for security.
- **Development data**: the products, functions, firmware, panels and app settings you create.
- **Device data**: the states and events reported by devices connected to the Platform, and the commands sent to them.
- **Work orders**: the problem descriptions, contact details and images or videos you add to a work order.

## 2. How we use it

- to create and run your account, confirm who you are and send verification codes and activation e-mails;
- to provide the Platform's features: product development, device connection, firmware upgrades, app building and the rest;
- to handle work orders and answer your questions;
- to detect and stop unusual sign-ins, abuse and attacks;
- to produce statistics, with identifying details removed, that help us improve the Platform.

We do not use your information for purposes this policy does not describe without asking you first.

## 3. Device data and end users' data

The devices you connect and the apps you publish may produce data about your end users. For that data you decide why and how it is processed, and we store and process it on your instructions. You are responsible for telling your end users clearly how their data is used and for obtaining any consent the law requires.

## 4. Sharing and disclosure

We do not sell personal information. We pass information to others only:

- with your explicit consent;
- where a service you asked for needs it, for example a mail or SMS provider delivering a verification code;
- where the law, or an authority acting under the law, requires it.

## 5. Storage and protection

- Information is stored on servers chosen by the operator of the Platform for as long as the service needs it. When an account is closed we delete or anonymize its personal information, except where the law requires us to keep it.
- We protect data with encrypted connections, hashed passwords, access control and separation between spaces. No measure is perfect; if a security incident affects you, we will tell you promptly and act to limit the harm.

## 6. Your rights

In your account settings you can view and correct your information, change your password and set the login-safety time. Through a work order you can ask for a copy of your information, its deletion or the closing of your account; we act on such requests once we have confirmed your identity.

## 7. Minors

The Platform serves companies and developers. It is not offered to anyone under eighteen.

## 8. Changes to this policy

We will announce material changes prominently on the Platform. Continuing to use the Platform after a change takes effect means you accept the updated policy.

## 9. Contact

If you have a question about this policy, contact us through a work order in the console.
`,
    },
  },

  serviceTerms: {
    'zh-CN': {
      title: '服务条款',
      content: `# 服务条款

欢迎使用物联网开发者控制台（以下简称“平台”）。本条款是您与平台运营方（以下简称“我们”）之间关于使用平台的约定。注册或使用平台，即表示您已阅读并同意本条款。

## 1. 账号

- 您应当使用真实、有效的邮箱或手机号注册，并妥善保管密码。通过您的账号进行的操作视为您本人的行为。
- 企业账号应当填写真实的公司名称；申请企业认证时提交的材料必须真实、合法。
- 发现账号被他人使用时，请立即修改密码并通过工单通知我们。

## 2. 空间与授权

每个账号拥有一个默认空间。您可以邀请其他账号进入您的空间并授予部分权限；您对自己空间内的授权和被授权者的操作负责。

## 3. 服务内容与额度

平台提供产品开发、设备接入、固件升级、App 生成、数据统计等功能。部分功能和设备凭证数量按账号类型设有额度，额度不足时需要联系我们。我们可能会调整、升级或新增功能，并尽量提前告知。

## 4. 使用规范

使用平台时，您不得：

- 上传或传播违法、侵权、恶意或虚假的内容；
- 接入用于危害他人人身、财产或网络安全的设备；
- 攻击、扫描、干扰平台或绕过平台的访问限制与空间隔离；
- 转售、出租平台账号，或以超出正常使用的方式占用平台资源。

违反上述规范的，我们可以视情节暂停或终止相关服务。

## 5. 您的产品与数据

您对自己创建的产品、固件、面板、App 以及设备产生的数据享有权利并承担责任，包括确保设备符合所在地的安全、无线电和数据保护要求。我们仅为提供服务而处理这些内容，处理方式见《隐私政策》。

## 6. 服务可用性

我们尽力保持平台稳定运行，但可能因维护、升级、网络故障或不可抗力而中断。计划内的维护会提前公告。

## 7. 责任限制

平台按“现状”提供。在法律允许的范围内，我们不对因使用或无法使用平台造成的间接损失、利润损失或数据损失承担责任。

## 8. 终止

您可以随时停止使用平台并申请注销账号。您严重违反本条款时，我们可以终止向您提供服务。终止后，我们会按《隐私政策》处理您的数据。

## 9. 条款变更

本条款变更时，我们会在平台上公告。变更生效后您继续使用平台，即表示接受变更后的条款。

## 10. 法律适用与争议解决

本条款适用平台运营方所在地的法律。双方应友好协商解决争议；协商不成的，可以向平台运营方所在地有管辖权的人民法院提起诉讼。
`,
    },
    'en-US': {
      title: 'Terms of Service',
      content: `# Terms of Service

Welcome to the IoT developer console (the "Platform"). These terms are the agreement between you and the operator of the Platform ("we") about its use. By signing up for or using the Platform you confirm that you have read and accept them.

## 1. Your account

- Sign up with a real e-mail address or mobile number that you control, and keep your password safe. Whatever is done through your account counts as done by you.
- An enterprise account must give its real company name, and the documents submitted for enterprise certification must be genuine and lawful.
- If someone else is using your account, change your password at once and tell us through a work order.

## 2. Spaces and access

Every account has a default space. You may invite other accounts into your space and grant them part of your rights; you are responsible for the access you grant and for what the invited accounts do in your space.

## 3. The service and its quotas

The Platform offers product development, device connection, firmware upgrades, app building, statistics and related features. Some features, and the number of device credentials, have quotas that depend on the account type; contact us when a quota runs short. We may change, improve or add features and will try to announce changes in advance.

## 4. Acceptable use

When using the Platform you must not:

- upload or spread content that is unlawful, infringing, malicious or misleading;
- connect devices intended to endanger people, property or the security of networks;
- attack, scan or disrupt the Platform, or get around its access limits or the separation between spaces;
- resell or rent out accounts, or use the Platform's resources far beyond normal use.

If you break these rules we may suspend or end the affected services, depending on how serious the breach is.

## 5. Your products and data

You own, and are responsible for, the products, firmware, panels and apps you create and the data your devices produce, including making sure your devices meet the safety, radio and data-protection rules of the places where they are sold. We process that content only to provide the service, as described in the Privacy Policy.

## 6. Availability

We work to keep the Platform running, but it may be interrupted by maintenance, upgrades, network failures or events beyond our control. Planned maintenance is announced in advance.

## 7. Limitation of liability

The Platform is provided "as is". As far as the law allows, we are not liable for indirect losses, lost profits or lost data arising from the use of the Platform or from being unable to use it.

## 8. Ending the service

You may stop using the Platform and ask for your account to be closed at any time. If you seriously breach these terms we may stop providing the service to you. After that, your data is handled as the Privacy Policy describes.

## 9. Changes to these terms

We will announce changes to these terms on the Platform. Continuing to use the Platform after a change takes effect means you accept the changed terms.

## 10. Governing law and disputes

These terms are governed by the law of the place where the operator of the Platform is established. Both sides will first try to settle a dispute by discussion; failing that, it may be brought before the competent court of that place.
`,
    },
  },

  legalStatement: {
    'zh-CN': {
      title: '法律声明',
      content: `# 法律声明

## 1. 权利归属

平台的软件、界面设计、文字、图标及其他内容的知识产权归平台运营方或相应权利人所有。未经书面许可，任何人不得复制、修改、传播或用于商业目的，法律另有规定的除外。

## 2. 商标

平台上出现的商标、标识归其各自权利人所有。未经许可，不得以任何方式使用，也不得使人误认为与平台运营方存在合作或从属关系。

## 3. 用户内容

您在平台上创建或上传的产品资料、固件、图片、文档等内容，权利仍归您或原权利人所有。您应当确保对这些内容享有合法权利；因这些内容侵犯他人权利而产生的责任由您承担。

## 4. 信息的准确性

平台上的文档、示例和说明仅供参考。我们会尽力保证其准确和及时，但不保证没有错误或遗漏，也不保证适用于您的特定用途。

## 5. 第三方链接与服务

平台可能包含指向第三方网站或服务的链接。这些网站和服务由第三方独立运营，我们不对其内容、安全性或隐私做法负责。

## 6. 免责

因下列原因造成的损失，平台运营方不承担责任：不可抗力；电信或网络服务故障；黑客攻击或计算机病毒（平台运营方已尽合理保护义务的）；用户自身的过错，例如泄露密码或违反《服务条款》。

## 7. 侵权通知

如果您认为平台上的内容侵犯了您的合法权利，请通过工单提交权利证明和具体位置，我们核实后会及时处理。

## 8. 其他

本声明的解释和适用以平台运营方所在地的法律为准。本声明与《服务条款》不一致的，以《服务条款》为准。
`,
    },
    'en-US': {
      title: 'Legal Statement',
      content: `# Legal Statement

## 1. Ownership

The intellectual property in the Platform's software, interface design, text, icons and other content belongs to the operator of the Platform or to the respective rights holders. Except where the law allows it, none of it may be copied, modified, distributed or used commercially without written permission.

## 2. Trademarks

Trademarks and logos shown on the Platform belong to their owners. They may not be used without permission, nor in a way that suggests a partnership with, or endorsement by, the operator of the Platform.

## 3. Your content

Product information, firmware, images, documents and other content you create or upload on the Platform remain yours or your licensors'. You must hold the rights needed for such content, and you are responsible if it infringes the rights of others.

## 4. Accuracy of information

The documentation, samples and explanations on the Platform are for reference. We try to keep them accurate and up to date, but we do not promise that they are free of errors or omissions, or that they suit your particular purpose.

## 5. Third-party links and services

The Platform may link to websites or services run by third parties. They are operated independently, and we are not responsible for their content, security or privacy practices.

## 6. Exclusions

The operator of the Platform is not liable for losses caused by: events beyond its reasonable control; failures of telecommunication or network services; attacks or malware despite reasonable protection; or the user's own fault, such as disclosing a password or breaching the Terms of Service.

## 7. Notices of infringement

If you believe content on the Platform infringes your rights, send us proof of your rights and where the content is through a work order. We will look into it and act promptly.

## 8. Other provisions

This statement is interpreted under the law of the place where the operator of the Platform is established. Where it conflicts with the Terms of Service, the Terms of Service prevail.
`,
    },
  },

  appUsageLicense: {
    'zh-CN': {
      title: 'App 使用许可协议',
      content: `# App 使用许可协议

本协议适用于您通过平台生成、定制并以您自己的品牌发布的移动应用（以下简称“品牌 App”）。勾选同意或发布品牌 App，即表示您接受本协议。

## 1. 许可范围

在您遵守本协议和《服务条款》的前提下，平台运营方授予您一项非独占、不可转让的许可：使用平台提供的 App 框架和组件生成品牌 App，并将其分发给您的终端用户，用于控制您通过平台接入的设备。

## 2. 限制

您不得：

- 对品牌 App 中由平台提供的部分进行反编译、反向工程，或移除其中的版权与许可信息；
- 将品牌 App 用于控制非平台接入的设备，或将 App 框架单独出售、出租给他人；
- 在品牌 App 中加入恶意代码、违法内容，或收集与设备功能无关的终端用户信息。

## 3. 品牌与上架

品牌 App 的名称、图标、启动页等品牌元素由您提供，您应当拥有相应权利。您负责以自己的名义在各应用商店上架，并遵守应用商店的规则。

## 4. 终端用户

您是品牌 App 面向终端用户的服务提供者。您应当向终端用户提供自己的用户协议和隐私政策，说明数据的收集和使用方式，并处理终端用户的咨询与投诉。平台运营方按照您的指示为品牌 App 存储和处理数据。

## 5. 更新与维护

为修复问题、保障安全或适配新系统，平台可能更新 App 框架。您应当及时发布包含这些更新的新版本；长期不更新造成的安全风险由您承担。

## 6. 费用

品牌 App 相关的服务可能按套餐收费，具体以您在平台上选购的套餐为准。

## 7. 终止

您违反本协议，或您的平台账号被终止时，本许可随之终止。许可终止后，您应当停止分发品牌 App，已安装的 App 可能无法继续连接平台。

## 8. 免责

App 框架按“现状”提供。在法律允许的范围内，平台运营方不对因品牌 App 的分发或使用造成的间接损失承担责任。

## 9. 其他

本协议未约定的事项，适用《服务条款》。
`,
    },
    'en-US': {
      title: 'App Usage Licence',
      content: `# App Usage Licence

This licence covers the mobile apps you generate and customize on the Platform and publish under your own brand ("branded apps"). By ticking the agreement box or by publishing a branded app, you accept it.

## 1. What you may do

As long as you comply with this licence and the Terms of Service, the operator of the Platform grants you a non-exclusive, non-transferable licence to build branded apps from the app framework and components the Platform provides, and to distribute them to your end users to control devices connected through the Platform.

## 2. What you may not do

You must not:

- decompile or reverse-engineer the parts of a branded app supplied by the Platform, or remove their copyright and licence notices;
- use a branded app to control devices not connected through the Platform, or sell or rent out the app framework on its own;
- add malicious code or unlawful content to a branded app, or collect end-user information unrelated to the devices' functions.

## 3. Branding and app stores

You supply the brand elements of a branded app, such as its name, icon and splash screen, and you must hold the rights to them. You publish the app in app stores under your own name and follow the stores' rules.

## 4. Your end users

Towards end users, you are the provider of the branded app. You must give them your own user agreement and privacy policy explaining how their data is collected and used, and you handle their questions and complaints. The operator of the Platform stores and processes the app's data on your instructions.

## 5. Updates

The Platform may update the app framework to fix problems, close security gaps or support new operating systems. You should publish new versions that include these updates promptly; security risks caused by leaving an app outdated for a long time are yours.

## 6. Fees

Services for branded apps may be charged by package, as shown in the package you choose on the Platform.

## 7. Termination

This licence ends if you breach it or if your Platform account is terminated. You must then stop distributing your branded apps, and installed copies may no longer be able to connect to the Platform.

## 8. Disclaimer

The app framework is provided "as is". As far as the law allows, the operator of the Platform is not liable for indirect losses arising from the distribution or use of branded apps.

## 9. Other matters

Anything this licence does not cover is governed by the Terms of Service.
`,
    },
  },
};
