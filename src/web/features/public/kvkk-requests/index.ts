// What other features may use of the visitor's KVKK request: its kind and text fields, which the client's
// profile asks alike.
export { KvkkRequestFields } from './components/kvkk-request-fields.tsx';
