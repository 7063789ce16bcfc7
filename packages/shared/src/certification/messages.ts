import { defineMessages } from '../i18n/defineMessages.ts';

/** Enterprise certification: the owner's form and the operator's review. */
export const certificationMessages = defineMessages(
  {
    'error.certificationPending': 'Your certification is being reviewed (1-3 working days); it cannot be changed now',
    'error.alreadyCertified': 'This enterprise is already certified',
    'error.certificationReviewed': 'This application has already been reviewed',
    'validation.uploadedImage': 'Upload the image again: it must be an image you uploaded here, at most {maxMb} MB',
    'field.nature': 'Enterprise nature',
    'field.licenseNumber': 'Business licence number',
    'field.licenseImage': 'Business licence image',
    'field.legalPerson': 'Legal representative',
    'field.applicant': 'Applicant',
    'field.idNumber': 'ID card number',
    'field.idCardFront': 'ID card (front)',
    'field.idCardBack': 'ID card (back)',
    'field.approve': 'Review result',
    'field.reason': 'Reason',
  },
  {
    'error.certificationPending': '认证资料正在审核中（1-3 个工作日），暂不能修改',
    'error.alreadyCertified': '该企业已通过认证',
    'error.certificationReviewed': '该认证申请已审核过',
    'validation.uploadedImage': '请重新上传图片：须为在此上传的图片，且不超过 {maxMb}M',
    'field.nature': '企业性质',
    'field.licenseNumber': '营业执照号',
    'field.licenseImage': '营业执照照片',
    'field.legalPerson': '法人代表',
    'field.applicant': '申请人',
    'field.idNumber': '身份证号',
    'field.idCardFront': '身份证人像面',
    'field.idCardBack': '身份证国徽面',
    'field.approve': '审核结果',
    'field.reason': '原因',
  },
);
