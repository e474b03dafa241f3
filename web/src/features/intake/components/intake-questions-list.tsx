import { ArrowDownIcon, ArrowUpIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { intakeMessages as m } from '@core/messages.ts';
import type { IntakeQuestionDto } from '@core/schemas/intake.ts';
import { useDeleteIntakeQuestion, useReorderIntakeQuestions } from '../api/intake-questions';

type IntakeQuestionsListProps = {
  questions: IntakeQuestionDto[];
  /** The names of the services a question may be limited to, by id. */
  serviceName: (id: string) => string;
  onEdit: (question: IntakeQuestionDto) => void;
};

/** The office's questions in the form's order, each moved, edited or deleted in place. */
export function IntakeQuestionsList({ questions, serviceName, onEdit }: IntakeQuestionsListProps) {
  const reorder = useReorderIntakeQuestions();
  const remove = useDeleteIntakeQuestion();
  const [deleting, setDeleting] = useState<IntakeQuestionDto | null>(null);
  if (!questions.length) return <p className="text-sm text-muted-foreground">{m.empty}</p>;

  const move = (index: number, by: -1 | 1) => {
    const ids = questions.map((question) => question.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, {
      onError: (error) => notifyFailure(error, { title: 'Erro', fallback: m.saveError }),
    });
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(m.deletedTitle, deleting.label);
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: m.saveError });
    }
  };

  return (
    <>
      <ol aria-label={m.title} className="grid gap-3">
        {questions.map((question, index) => (
          <li
            key={question.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border bg-card p-4 max-sm:flex-col max-sm:items-stretch"
          >
            <div className="grid min-w-0 flex-1 gap-1">
              <p className="font-medium break-words">{question.label}</p>
              <div className="flex flex-wrap gap-2 text-xs text-muted-foreground">
                <Badge variant="secondary">{m.types[question.type]}</Badge>
                <Badge variant={question.required ? 'default' : 'outline'}>
                  {question.required ? m.required : m.optional}
                </Badge>
                <span className="self-center">
                  {question.serviceIds.length
                    ? question.serviceIds.map(serviceName).join(', ')
                    : m.allServices}
                </span>
              </div>
            </div>
            <div className="flex gap-1 max-sm:justify-end">
              <Button
                variant="ghost"
                size="icon"
                aria-label={m.moveUp(question.label)}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              >
                <ArrowUpIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={m.moveDown(question.label)}
                disabled={index === questions.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              >
                <ArrowDownIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Editar “${question.label}”`}
                onClick={() => onEdit(question)}
              >
                <PencilIcon aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Excluir “${question.label}”`}
                onClick={() => setDeleting(question)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteConfirm(deleting?.label ?? '')}
        description="Ela deixa de ser perguntada. Respostas já dadas continuam nos agendamentos."
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
