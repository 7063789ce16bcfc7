import { ACTIVATION_VALID_HOURS, VERIFICATION_CODE_TTL_S } from '@iotc/shared';
import type { Lang } from '@iotc/shared';
import type { VerificationPurpose } from '@iotc/shared/auth';

/** Texts of the mails and SMS this module sends, in the language of the request that caused them. */

const purposeText: Record<Lang, Record<VerificationPurpose, string>> = {
  'zh-CN': { register: '注册账号', resetPassword: '重置密码' },
  'en-US': { register: 'registration', resetPassword: 'password reset' },
};

export function codeMessage(lang: Lang, code: string, purpose: VerificationPurpose) {
  const minutes = VERIFICATION_CODE_TTL_S / 60;
  const what = purposeText[lang][purpose];
  return lang === 'zh-CN'
    ? { subject: `IoT 开发者平台${what}验证码`, text: `您的${what}验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略。` }
    : {
        subject: `IoT developer console ${what} code`,
        text: `Your ${what} code is ${code}. It is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
      };
}

export function activationMessage(lang: Lang, link: string) {
  const hours = ACTIVATION_VALID_HOURS;
  const { subject, text } =
    lang === 'zh-CN'
      ? { subject: '激活您的 IoT 开发者平台账号', text: `请在 ${hours} 小时内打开以下链接激活账号：` }
      : { subject: 'Activate your IoT developer console account', text: `Open this link within ${hours} hours to activate your account:` };
  return {
    subject,
    text: `${text}\n${link}`,
    html: `<p>${text}</p><p><a href="${link}">${link}</a></p>`,
  };
}
