import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { SwitchField } from '@/components/switch-field';
import { FormDialog } from '@/components/form-dialog';
import { useCreateProduct } from '@/features/products/api/create-product';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { formResolver } from '@/lib/form-resolver';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { PRODUCT_DURATION } from '../../../../../core/constants.ts';
import { messages } from '../../../../../core/messages.ts';
import { centsToBrl } from '../../../../../core/money.ts';
import { CreateProductInput, type ProductDto } from '../../../../../core/schemas/products.ts';

type ProductFormValues = {
  name: string;
  description: string;
  duration: number;
  /** As typed in the input, e.g. '150.50'. */
  price: string;
  /** Pix: minutes before an unpaid public booking is released; null keeps it. */
  releaseUnpaidAfterMinutes: number | null;
  isActive: boolean;
};

const newProduct: ProductFormValues = {
  name: '',
  description: '',
  duration: PRODUCT_DURATION.default,
  price: '0',
  releaseUnpaidAfterMinutes: null,
  isActive: true,
};

function toFormValues(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    duration: product.duration,
    price: String(product.price),
    releaseUnpaidAfterMinutes: product.releaseUnpaidAfterMinutes,
    isActive: product.isActive,
  };
}

/** `null` closes the dialog, 'new' creates, a product edits it. */
export type ProductFormTarget = ProductDto | 'new' | null;

type ProductFormDialogProps = { target: ProductFormTarget; onClose: () => void };

/** The create/edit form; both validate with the server's CreateProductInput. */
export function ProductFormDialog({ target, onClose }: ProductFormDialogProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: formResolver(CreateProductInput),
    defaultValues: newProduct,
  });
  const { register, control, formState, reset } = form;
  const { errors } = formState;

  useEffect(() => {
    if (target !== null) reset(target === 'new' ? newProduct : toFormValues(target));
  }, [target, reset]);

  const onSubmit = form.handleSubmit(async ({ priceCents, ...product }) => {
    const body = { ...product, price: centsToBrl(priceCents) };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess('Produto atualizado', `${body.name} foi atualizado.`);
      } else {
        await create.mutateAsync(body);
        notifySuccess('Produto criado', `${body.name} já pode ser escolhido ao agendar.`);
      }
      onClose();
    } catch (error) {
      const fallback = editing ? messages.products.updateError : messages.products.createError;
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
      <div className="grid gap-4">
        <FormField
          id="product-name"
          label="Nome"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaField
          id="product-description"
          label="Descrição"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="product-duration"
            label="Duração (minutos)"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            error={errors.duration?.message}
            {...register('duration', { valueAsNumber: true })}
          />
          <FormField
            id="product-price"
            label="Preço (R$)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.price?.message}
            {...register('price')}
          />
        </div>
        <FormField
          id="product-release-unpaid"
          label="Liberar se não pago em (min)"
          hint="Com Pix cadastrado: cancela o agendamento público ainda não pago. Vazio: nunca."
          type="number"
          inputMode="numeric"
          min={5}
          step={1}
          error={errors.releaseUnpaidAfterMinutes?.message}
          {...register('releaseUnpaidAfterMinutes', {
            setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
          })}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              id="product-active"
              label="Ativo"
              description="Só produtos ativos aparecem na página de agendamento."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
