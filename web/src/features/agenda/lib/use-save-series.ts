import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { SeriesClashDto } from '@core/schemas/appointment-series.ts';
import {
  type CreateSeriesBody,
  clashesOf,
  useCreateAppointmentSeries,
} from '../api/create-appointment-series';

/** 'Série criada': how many were created and how many taken dates were skipped. */
function createdDescription(created: number, skipped: number) {
  const made = created === 1 ? '1 agendamento criado' : `${created} agendamentos criados`;
  if (skipped === 0) return `${made}.`;
  return `${made}; ${skipped === 1 ? '1 data pulada' : `${skipped} datas puladas`} por conflito.`;
}

/**
 * Creates a series (decision 074). A taken date refuses it all: the dates are kept for the clash
 * dialog, whose 'Pular conflitos' sends it again with `skipConflicts`.
 */
export function useSaveSeries(onSaved: () => void) {
  const create = useCreateAppointmentSeries();
  const [refused, setRefused] = useState<{ body: CreateSeriesBody; clashes: SeriesClashDto[] }>();

  const save = async (body: CreateSeriesBody) => {
    try {
      const series = await create.mutateAsync(body);
      setRefused(undefined);
      notifySuccess(
        'Série criada',
        createdDescription(series.appointments.length, series.skipped.length),
      );
      onSaved();
    } catch (error) {
      const clashes = clashesOf(error);
      if (clashes.length > 0 && !body.skipConflicts) {
        setRefused({ body, clashes });
        return;
      }
      setRefused(undefined);
      notifyFailure(error, {
        title: 'Erro ao criar a série.',
        fallback: 'Não foi possível criar a série. Tente novamente.',
      });
    }
  };

  return {
    save,
    pending: create.isPending,
    clashes: refused?.clashes ?? [],
    skipClashes: () =>
      refused ? save({ ...refused.body, skipConflicts: true }) : Promise.resolve(),
    dismiss: () => setRefused(undefined),
  };
}
