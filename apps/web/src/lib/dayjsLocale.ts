import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLanguage } from './i18n';

// Dates (antd's pickers, the device pages) follow the page's language. Only the console shows dates, so the
// console imports this (app/PrivateApp.tsx) and the login page does without dayjs.
dayjs.locale(currentLanguage === 'zh-CN' ? 'zh-cn' : 'en');
