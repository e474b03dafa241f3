import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ExportFormat } from '@core/schemas/privacy.ts';
import { fileNameOf, saveFile } from '../lib/save-file';

export const exportClientPath = '/api/privacy/clients/export';

export type ExportRequest = { email: string; format: ExportFormat };

/** GET /api/privacy/clients/export?email&format: the client's data, saved as a file. */
export async function exportClientData({ email, format }: ExportRequest): Promise<string> {
  const query = new URLSearchParams({ email, format });
  const response = await apiRequest('GET', `${exportClientPath}?${query}`);
  const fileName = fileNameOf(response, `dados-do-cliente.${format}`);
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useExportClientData() {
  return useMutation({ mutationFn: exportClientData });
}
