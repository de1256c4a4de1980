/*
 * What a notify-me change needs and a card's first paint does not: the calls
 * and the status's message with its texts. One file, loaded with the first change.
 */
export { deleteNotifyMe, postNotifyMeSubscribe } from '../../api/action-calls/notify-me';
export { NotifyMeStatus } from './notify-me-status';
