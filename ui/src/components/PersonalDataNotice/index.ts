export { PersonalDataNotice, type PersonalDataNoticeProps } from './PersonalDataNotice';
