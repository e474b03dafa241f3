import { format } from 'date-fns';

/** dd/MM/yyyy in the browser's zone, e.g. a token's last valid day. */
export const formatDate = (iso: string) => format(new Date(iso), 'dd/MM/yyyy');

/** dd/MM/yyyy HH:mm in the browser's zone. */
export const formatDateTime = (iso: string) => format(new Date(iso), 'dd/MM/yyyy HH:mm');
