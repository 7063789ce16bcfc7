/** Time display of the spec (epoch seconds → YYYY-MM-DD HH:mm:ss); one implementation, shared with the server. */
export { formatTime } from '@iotc/shared';
