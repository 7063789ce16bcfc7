import type { Lang } from '@iotc/shared';
import type { VoiceGuideType } from '@iotc/shared/docs';
import type { DocumentText } from './texts.ts';

/**
 * The integration guides of the voice platforms (voice/getDoc links to them from a product's voice control tab):
 * what to create on the platform, which fields of the scheme it fills, the secret file, publishing and verifying.
 * The field names are the console's labels; the platforms' own consoles change their wording now and then, so the
 * guides name what to look for rather than every click.
 */

/** The steps every guide ends with: publishing the scheme and trying it in the verify guide. */
const publishZh = (assistant: string, example: string) => `## 发布方案

1. 在“配置方案”中添加语音功能：从产品的可写功能（布尔、数值、枚举）里选择，设置别名（1-10 个，用分号分隔）、取值或数值范围（范围不能重叠，最小值不能大于最大值）和一句语音示例。
2. 点击“保存”。方案至少要有一个语音功能；规则不满足时，每个问题都会显示在对应的字段下，什么也不会保存。
3. 点击“发布”并填写发布说明。发布时还会检查本平台必填的字段；发布后方案锁定，${assistant}使用的就是这一版。
4. 需要修改时点击“修改方案”：修改在再次发布之前不会影响${assistant}。每次发布都会留下一条发布记录（版本、说明、功能数、发布人和时间）。

## 验证

1. 打开“验证指南”，选择产品的一台虚拟设备或调试设备。
2. 输入或点击一句语音示例，例如“${example}”，点击“试一试”：页面会显示匹配到的功能、别名、读到的数值和下发的值，以及设备的应答。
3. 确认无误后，用绑定了该设备的账号在${assistant}上说出同样的话，设备应当做出相同的动作。
`;

const publishEn = (assistant: string, example: string) => `## Publishing the scheme

1. Under "Config scheme", add the voice functions: pick from the product's writable bool, value and enum functions, give each its aliases (1-10, separated by semicolons), its values or value ranges (ranges must not overlap, the minimum must not exceed the maximum) and a demo phrase.
2. Click "Save". A scheme needs at least one voice function; when a rule is broken, every problem is shown under its field and nothing is saved.
3. Click "Publish" and write a note. Publishing also checks the fields this platform requires; the published scheme is locked, and it is the version ${assistant} uses.
4. To change it, click "Revise": your changes reach ${assistant} only when you publish again. Every publish leaves a record (version, note, number of functions, who and when).

## Verifying

1. Open "Verify guide" and pick a virtual or debug device of the product.
2. Type or click a demo phrase, for example "${example}", and click "Try": the page shows the function it matched, the alias and the number it read, the value it sends, and the device's acknowledgement.
3. Then say the same phrase to ${assistant} with the account the device is bound to; the device should do the same.
`;

export const voiceGuideTexts: Record<VoiceGuideType, Record<Lang, DocumentText>> = {
  voiceAlexa: {
    'zh-CN': {
      title: 'Amazon Alexa 接入指南',
      content: `# Amazon Alexa 接入指南

让用户用 Alexa 控制您的产品：在亚马逊开发者控制台创建技能，把技能信息填进产品的 Alexa 语音方案，发布后即可验证。

## 在 Alexa 上创建技能

1. 登录 Alexa 开发者控制台（developer.amazon.com/alexa/console/ask），点击“Create Skill”。
2. 模型选择“Smart Home”，填写技能名称和默认语言（需要中英文时分别添加）。
3. 在“Account Linking”中填写本平台提供的授权地址，让用户把 Alexa 账号与 App 账号关联。
4. 保存后，在技能列表中复制技能 ID（以 amzn1.ask.skill. 开头）。

## 填写语音方案

在产品的“语音控制”页签中选择 Amazon Alexa：

- **品牌**、**设备类型**、**型号**：Alexa App 中设备卡片显示的信息，设备类型决定 Alexa 提供的控制界面（例如“灯”）。
- **技能 ID**：上一步复制的技能 ID，发布时必填。
- **调用名称**：用户唤起技能时说的名称（例如“smart home demo”），发布时必填。

## 密钥文件

Alexa 不需要上传密钥文件。若您的技能还使用其他凭证，也可以上传 .json、.pem、.p8 或 .txt 文本文件（不超过 64 KB）；文件加密保存，只显示文件名、大小和摘要，不会再被下载。

${publishZh('Alexa', 'Alexa，把亮度调到百分之五十')}`,
    },
    'en-US': {
      title: 'Amazon Alexa integration guide',
      content: `# Amazon Alexa integration guide

Let people control your product with Alexa: create a skill in the Amazon developer console, enter the skill's details in the product's Alexa voice scheme, publish it and verify it.

## Creating the skill on Alexa

1. Sign in to the Alexa developer console (developer.amazon.com/alexa/console/ask) and click "Create Skill".
2. Choose the "Smart Home" model, give the skill a name and a default language (add English and Chinese if you need both).
3. Under "Account Linking", enter the authorization address this platform gives you, so that users can link their Alexa account to their app account.
4. Save, then copy the skill ID (it starts with amzn1.ask.skill.) from the skill list.

## Filling in the voice scheme

In the product's "Voice control" tab, choose Amazon Alexa:

- **Brand**, **Device type**, **Model**: what the device card in the Alexa app shows; the device type decides which controls Alexa offers (a light, for instance).
- **Skill ID**: the ID you copied; required to publish.
- **Invocation name**: the name people say to open the skill (for example "smart home demo"); required to publish.

## The secret file

Alexa needs no secret file. If your skill uses other credentials, you may still upload them as a .json, .pem, .p8 or .txt text file of at most 64 KB; it is stored encrypted and only its name, size and digest are shown, it is never downloaded again.

${publishEn('Alexa', 'Alexa, set the brightness to 50 percent')}`,
    },
  },

  voiceGoogleAssistant: {
    'zh-CN': {
      title: 'Google Assistant 接入指南',
      content: `# Google Assistant 接入指南

让用户用 Google Assistant 和 Google Home 控制您的产品：在 Google Home 开发者控制台创建云对云项目，填入语音方案，发布后即可验证。

## 在 Google 上创建项目

1. 登录 Google Home 开发者控制台（console.home.google.com），新建项目并添加“Cloud-to-cloud”集成。
2. 填写集成名称、品牌图标，以及本平台提供的 OAuth 授权地址和令牌地址，用于账号关联。
3. 记下项目名称和项目 ID（在项目设置中可以找到）。
4. 在 Google Cloud 控制台为该项目启用 HomeGraph API，创建服务账号并下载它的 JSON 密钥，用于向 Google 同步设备状态。

## 填写语音方案

在产品的“语音控制”页签中选择 Google Assistant：

- **品牌**、**设备类型**、**型号**：Google Home App 中显示的设备信息，设备类型对应 Google 的设备类型（例如“灯”）。
- **项目名称**、**项目 ID**：上一步记下的名称和 ID，发布时必填。
- **密钥文件**：服务账号的 JSON 密钥，发布时必填。

## 密钥文件

上传服务账号的 .json 密钥（不超过 64 KB）。平台按文件内容检查：必须是不含空字符的 UTF-8 文本，.json 文件必须是合法的 JSON。文件加密保存，只显示文件名、大小和 SHA-256 摘要，不会再被下载；更换密钥时重新上传即可。

${publishZh('Google Assistant', '把亮度调到百分之五十')}`,
    },
    'en-US': {
      title: 'Google Assistant integration guide',
      content: `# Google Assistant integration guide

Let people control your product with Google Assistant and Google Home: create a cloud-to-cloud project in the Google Home developer console, fill in the voice scheme, publish it and verify it.

## Creating the project on Google

1. Sign in to the Google Home developer console (console.home.google.com), create a project and add a "Cloud-to-cloud" integration.
2. Enter the integration's name and brand icon, and the OAuth authorization and token addresses this platform gives you, for account linking.
3. Note the project name and the project ID (shown in the project settings).
4. In the Google Cloud console, enable the HomeGraph API for the project, create a service account and download its JSON key: it lets the platform report device state to Google.

## Filling in the voice scheme

In the product's "Voice control" tab, choose Google Assistant:

- **Brand**, **Device type**, **Model**: what the Google Home app shows of the device; the device type maps to Google's device type (a light, for instance).
- **Project name**, **Project ID**: the name and ID you noted; required to publish.
- **Secret file**: the service account's JSON key; required to publish.

## The secret file

Upload the service account's .json key (at most 64 KB). The platform checks its bytes: UTF-8 text without NUL characters, and a .json file must parse as JSON. It is stored encrypted and only its name, size and SHA-256 digest are shown, it is never downloaded again; upload a new one to replace the key.

${publishEn('Google Assistant', 'Hey Google, set the brightness to 50 percent')}`,
    },
  },

  voiceTmallGenie: {
    'zh-CN': {
      title: '天猫精灵接入指南',
      content: `# 天猫精灵接入指南

让用户用天猫精灵控制您的产品：在 AliGenie 开放平台创建智能家居技能，填入语音方案，发布后即可验证。

## 在天猫精灵上创建技能

1. 登录 AliGenie 开放平台（iap.aligenie.com），进入“技能应用平台”，新建“智能家居”技能。
2. 填写技能名称和品牌，在账号授权中填写本平台提供的 OAuth 授权地址、令牌地址、Client ID 和 Client Secret。
3. 在设备服务中填写本平台提供的设备网关地址。
4. 保存后在技能详情中复制技能 ID。

## 填写语音方案

在产品的“语音控制”页签中选择天猫精灵：

- **品牌**、**设备类型**、**型号**：天猫精灵 App 中显示的设备信息，设备类型对应天猫精灵的设备类型（例如“灯”）。
- **技能 ID**：上一步复制的技能 ID，发布时必填。
- **密钥文件**：技能的授权凭证，发布时必填。

## 密钥文件

把技能的授权凭证（例如 Client ID、Client Secret 和设备状态推送用的密钥）保存成 .json 或 .txt 文本文件上传，不超过 64 KB。文件必须是不含空字符的 UTF-8 文本，.json 文件必须是合法的 JSON；文件加密保存，只显示文件名、大小和摘要。

${publishZh('天猫精灵', '天猫精灵，把亮度调到百分之五十')}`,
    },
    'en-US': {
      title: 'Tmall Genie integration guide',
      content: `# Tmall Genie integration guide

Let people control your product with Tmall Genie: create a smart home skill on the AliGenie open platform, fill in the voice scheme, publish it and verify it.

## Creating the skill on Tmall Genie

1. Sign in to the AliGenie open platform (iap.aligenie.com), open the skill platform and create a "Smart home" skill.
2. Enter the skill's name and brand; under account authorization, enter the OAuth authorization and token addresses, the client ID and the client secret this platform gives you.
3. Under device service, enter the device gateway address this platform gives you.
4. Save, then copy the skill ID from the skill's details.

## Filling in the voice scheme

In the product's "Voice control" tab, choose Tmall Genie:

- **Brand**, **Device type**, **Model**: what the Tmall Genie app shows of the device; the device type maps to Tmall Genie's device type (a light, for instance).
- **Skill ID**: the ID you copied; required to publish.
- **Secret file**: the skill's credentials; required to publish.

## The secret file

Save the skill's credentials (for instance the client ID, the client secret and the key for pushing device state) as a .json or .txt text file and upload it, at most 64 KB. It must be UTF-8 text without NUL characters, and a .json file must parse as JSON; it is stored encrypted and only its name, size and digest are shown.

${publishEn('Tmall Genie', 'set the brightness to 50 percent')}`,
    },
  },

  voiceXiaoai: {
    'zh-CN': {
      title: '小爱同学接入指南',
      content: `# 小爱同学接入指南

让用户用小爱同学控制您的产品：在小爱开放平台创建技能，填入语音方案，发布后即可验证。

## 在小爱开放平台创建技能

1. 登录小爱开放平台（developers.xiaoai.mi.com），新建“智能家居”类技能。
2. 填写技能名称和品牌，在账号关联中填写本平台提供的 OAuth 授权地址和令牌地址。
3. 填写本平台提供的设备控制地址，提交后在技能详情中复制技能 ID。

## 填写语音方案

在产品的“语音控制”页签中选择小爱同学：

- **品牌**、**设备类型**、**型号**：米家 App 和小爱同学中显示的设备信息。
- **技能 ID**：上一步复制的技能 ID，发布时必填。

## 密钥文件

小爱同学不需要上传密钥文件。若您的技能还使用其他凭证，也可以上传 .json、.pem、.p8 或 .txt 文本文件（不超过 64 KB）；文件加密保存，只显示文件名、大小和摘要。

${publishZh('小爱同学', '小爱同学，把亮度调到百分之五十')}`,
    },
    'en-US': {
      title: 'Xiaoai integration guide',
      content: `# Xiaoai integration guide

Let people control your product with Xiaoai (XiaoAi Tongxue): create a skill on the Xiaoai open platform, fill in the voice scheme, publish it and verify it.

## Creating the skill on the Xiaoai open platform

1. Sign in to the Xiaoai open platform (developers.xiaoai.mi.com) and create a "Smart home" skill.
2. Enter the skill's name and brand; under account linking, enter the OAuth authorization and token addresses this platform gives you.
3. Enter the device control address this platform gives you, submit, then copy the skill ID from the skill's details.

## Filling in the voice scheme

In the product's "Voice control" tab, choose Xiaoai:

- **Brand**, **Device type**, **Model**: what the Mi Home app and Xiaoai show of the device.
- **Skill ID**: the ID you copied; required to publish.

## The secret file

Xiaoai needs no secret file. If your skill uses other credentials, you may still upload them as a .json, .pem, .p8 or .txt text file of at most 64 KB; it is stored encrypted and only its name, size and digest are shown.

${publishEn('Xiaoai', 'set the brightness to 50 percent')}`,
    },
  },

  voiceMijia: {
    'zh-CN': {
      title: '米家接入指南',
      content: `# 米家接入指南

让用户在米家 App 中控制您的产品，并通过小爱同学语音控制：在小米 IoT 开发者平台创建项目，填入语音方案，发布后即可验证。

## 在小米 IoT 开发者平台创建项目

1. 登录小米 IoT 开发者平台（iot.mi.com），新建“云对云接入”项目，选择产品品类。
2. 填写项目名称和品牌，在账号授权中填写本平台提供的 OAuth 授权地址和令牌地址。
3. 在项目详情中复制项目 ID，并下载平台为项目生成的密钥文件（用于向米家推送设备状态）。

## 填写语音方案

在产品的“语音控制”页签中选择米家：

- **品牌**、**设备类型**、**型号**：米家 App 中显示的设备信息。
- **项目 ID**：上一步复制的项目 ID，发布时必填。
- **密钥文件**：项目的密钥文件，发布时必填。

## 密钥文件

上传项目的密钥文件（.pem、.json 或 .txt，不超过 64 KB）。平台按文件内容检查：必须是不含空字符的 UTF-8 文本，.json 文件必须是合法的 JSON。文件加密保存，只显示文件名、大小和 SHA-256 摘要，不会再被下载；更换密钥时重新上传即可。

${publishZh('米家和小爱同学', '把亮度调到百分之五十')}`,
    },
    'en-US': {
      title: 'Mijia integration guide',
      content: `# Mijia integration guide

Let people control your product in the Mi Home (Mijia) app and by voice through Xiaoai: create a project on the Xiaomi IoT developer platform, fill in the voice scheme, publish it and verify it.

## Creating the project on the Xiaomi IoT developer platform

1. Sign in to the Xiaomi IoT developer platform (iot.mi.com), create a "Cloud-to-cloud" project and choose the product category.
2. Enter the project's name and brand; under account authorization, enter the OAuth authorization and token addresses this platform gives you.
3. Copy the project ID from the project's details, and download the key file the platform made for the project (it lets the platform push device state to Mi Home).

## Filling in the voice scheme

In the product's "Voice control" tab, choose Mijia:

- **Brand**, **Device type**, **Model**: what the Mi Home app shows of the device.
- **Project ID**: the ID you copied; required to publish.
- **Secret file**: the project's key file; required to publish.

## The secret file

Upload the project's key file (.pem, .json or .txt, at most 64 KB). The platform checks its bytes: UTF-8 text without NUL characters, and a .json file must parse as JSON. It is stored encrypted and only its name, size and SHA-256 digest are shown, it is never downloaded again; upload a new one to replace the key.

${publishEn('Mi Home and Xiaoai', 'set the brightness to 50 percent')}`,
    },
  },
};
