/**
 * The id of the `<script type="application/json">` a server-rendered page carries its data in
 * (the queries' dehydrated state); the server writes it, main.tsx reads it.
 */
export const PAGE_STATE_ID = 'agendei-page-state';
