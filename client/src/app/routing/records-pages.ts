// The medical-record pages, bundled as one 'records' chunk.
export { RecordsPage } from '../../features/records/pages/records-page';
export { RecordPage } from '../../features/records/pages/record-page';
