// antd's Result on its own, for StatusResult to load: its status illustrations weigh 8 KB compressed.
export { Result as default } from 'antd';
