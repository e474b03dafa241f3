import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { useCreateProduct } from '@/features/products/api/create-product';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { productsMessages } from '@core/messages.ts';
import { centsToBrl } from '@core/money.ts';
import type { CreateProductInput, ProductDto } from '@core/schemas/products.ts';
import {
  ServiceFields,
  type ServiceFormValues,
  newService,
  serviceFormResolver,
  toServiceFormValues,
} from './service-fields';

/** `null` closes the dialog, 'new' creates, a product edits it. */
export type ProductFormTarget = ProductDto | 'new' | null;

type ProductFormDialogProps = {
  target: ProductFormTarget;
  onClose: () => void;
  /** Set when an admin creates a product for one of their professionals. */
  userId?: string;
};

/** The create/edit form; both validate with the server's CreateProductInput. */
export function ProductFormDialog({ target, onClose, userId }: ProductFormDialogProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<ServiceFormValues, unknown, CreateProductInput>({
    resolver: serviceFormResolver(),
    defaultValues: newService,
  });
  const { reset } = form;

  useEffect(() => {
    if (target !== null) reset(target === 'new' ? newService : toServiceFormValues(target));
  }, [target, reset]);

  const onSubmit = form.handleSubmit(async ({ priceCents, ...product }) => {
    const body = { ...product, price: centsToBrl(priceCents) };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess(
          productsMessages.updatedTitle,
          productsMessages.updatedDescription(body.name),
        );
      } else {
        await create.mutateAsync({ ...body, userId });
        notifySuccess(
          productsMessages.createdTitle,
          productsMessages.createdDescription(body.name),
        );
      }
      onClose();
    } catch (error) {
      const fallback = editing ? productsMessages.updateError : productsMessages.createError;
      notifyFailure(error, { title: 'Erro', fallback, setError: form.setError });
    }
  });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Editar Produto' : 'Novo Produto'}
      description="Os clientes escolhem o produto ou serviço ao agendar; a duração define o horário."
      onSubmit={onSubmit}
      submitLabel={editing ? 'Salvar alterações' : 'Criar Produto'}
      pending={create.isPending || update.isPending}
    >
      <FormProvider {...form}>
        <ServiceFields idPrefix="product" />
      </FormProvider>
    </FormDialog>
  );
}
