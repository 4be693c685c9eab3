import { zodResolver } from '@hookform/resolvers/zod';
import { Menu as MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { menuIconNames } from '../../../../../shared/schemas/content.ts';
import { type AdminMenu, type SaveMenuInput, saveMenuSchema } from '../../../../../shared/schemas/content-admin.ts';
import { QueryState } from '../../../../components/screen/query-state.tsx';
import { useAlert } from '../../../../components/ui/alert-banner.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { userMessageOr } from '../../../../lib/api.ts';
import { applyFieldErrors } from '../../../../lib/form-errors.ts';
import { useDeleteMenu, useMenus, useMoveMenu, useSaveMenu, useSetMenuActive } from '../api/menus.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { FormActions } from '../components/form-actions.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';
import { getMenusQueryOptions } from '../api/menus.ts';
import { StaleVersionNotice } from '../../../../components/ui/stale-version-notice.tsx';
import { isStaleVersion, useVersionedEdit } from '../../../../lib/use-versioned-edit.ts';

const messages = adminContentMessages.menus;
const common = adminContentMessages.common;
const iconOptions = [
  { value: '', label: messages.noIcon },
  ...menuIconNames.map((name) => ({ value: name, label: name })),
];
const emptyForm: SaveMenuInput = { title: '', path: '', icon: null, parentId: null, isActive: true };
const toForm = (menu: AdminMenu): SaveMenuInput => ({
  title: menu.title,
  path: menu.path,
  icon: menu.icon,
  parentId: menu.parentId,
  isActive: menu.isActive,
});

/** Menü ayarları (/site-settings/menu): two levels, an icon from the fixed list, up/down among siblings. */
export function Component() {
  const showAlert = useAlert();
  const menus = useMenus();
  const setActive = useSetMenuActive();
  const moveMenu = useMoveMenu();
  const deleteMenu = useDeleteMenu();
  const [editing, setEditing] = useState<AdminMenu | null>(null);
  const [toDelete, setToDelete] = useState<AdminMenu | null>(null);
  const all = menus.data?.menus ?? [];
  const topLevel = all.filter((menu) => menu.parentId === null);

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteMenu.mutate(toDelete.id, {
      onSuccess: () => {
        showAlert('success', messages.deleted);
        if (editing?.id === toDelete.id) setEditing(null);
      },
      onError: () => showAlert('error', messages.deleteError),
      onSettled: () => setToDelete(null),
    });
  };

  const renderRow = (menu: AdminMenu, siblings: AdminMenu[], index: number) => (
    <div className="flex flex-wrap items-center gap-3 py-2">
      <div className="min-w-40 flex-1">
        <span className="font-semibold text-slate-900 dark:text-white">{menu.title}</span>{' '}
        <span className="text-sm text-slate-600 dark:text-slate-300">{menu.path}</span>
        {menu.icon && <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">({menu.icon})</span>}
      </div>
      <ActiveToggle
        name={menu.title}
        isActive={menu.isActive}
        isBusy={setActive.isPending}
        onToggle={(isActive) =>
          setActive.mutate(
            { id: menu.id, isActive },
            {
              onSuccess: () => showAlert('success', common.statusUpdated),
              onError: () => showAlert('error', common.statusError),
            },
          )
        }
      />
      <MoveButtons
        name={menu.title}
        isFirst={index === 0}
        isLast={index === siblings.length - 1}
        isBusy={moveMenu.isPending}
        onMove={(direction) =>
          moveMenu.mutate(
            { id: menu.id, direction },
            {
              onSuccess: () => showAlert('success', messages.reordered),
              onError: () => showAlert('error', messages.reorderError),
            },
          )
        }
      />
      <RowActions name={menu.title} onEdit={() => setEditing(menu)} onDelete={() => setToDelete(menu)} />
    </div>
  );

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <MenuForm key={editing?.id ?? 'new'} menu={editing} parents={topLevel} onDone={() => setEditing(null)} />
      <div className="mt-6">
        <QueryState
          query={menus}
          errorText={messages.loadError}
          retryText={common.retry}
          isEmpty={(data) => data.menus.length === 0}
          empty={<EmptyState text={messages.empty} icon={MenuIcon} />}
        >
          {() => (
            <ol
              aria-label={messages.listLabel}
              className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            >
              {topLevel.map((menu, index) => {
                const children = all.filter((child) => child.parentId === menu.id);
                return (
                  <li key={menu.id}>
                    {renderRow(menu, topLevel, index)}
                    {children.length > 0 && (
                      <ol
                        aria-label={messages.childrenLabel(menu.title)}
                        className="mb-2 ml-6 border-l border-slate-200 pl-4 dark:border-slate-700"
                      >
                        {children.map((child, childIndex) => (
                          <li key={child.id}>{renderRow(child, children, childIndex)}</li>
                        ))}
                      </ol>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={
          toDelete && all.some((menu) => menu.parentId === toDelete.id)
            ? messages.confirmDeleteWithChildren
            : messages.confirmDelete
        }
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isBusy={deleteMenu.isPending}
      />
    </section>
  );
}

function MenuForm({ menu, parents, onDone }: { menu: AdminMenu | null; parents: AdminMenu[]; onDone: () => void }) {
  const showAlert = useAlert();
  const saveMenu = useSaveMenu();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SaveMenuInput>({ resolver: zodResolver(saveMenuSchema), defaultValues: menu ? toForm(menu) : emptyForm });
  const edit = useVersionedEdit({
    record: menu,
    current: { query: getMenusQueryOptions(), pick: (data) => data.menus.find((current) => current.id === menu?.id) },
    fill: (current) => reset(toForm(current)),
  });
  const parentOptions = [
    { value: '', label: messages.topLevel },
    ...parents.filter((parent) => parent.id !== menu?.id).map((parent) => ({ value: parent.id, label: parent.title })),
  ];

  const cancel = () => {
    reset(emptyForm);
    saveMenu.reset();
    onDone();
  };
  const submit = handleSubmit((input) =>
    saveMenu.mutate(
      { id: menu?.id ?? null, version: edit.version, input },
      {
        onSuccess: () => {
          showAlert('success', menu ? messages.updated : messages.created);
          reset(emptyForm);
          onDone();
        },
        onError: (error) => {
          if (edit.catchStale(error)) return;
          applyFieldErrors(error, setError, ['title', 'path', 'icon', 'parentId']);
        },
      },
    ),
  );

  return (
    <SectionCard title={menu ? messages.editTitle : messages.addTitle} icon={MenuIcon}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {saveMenu.error && !isStaleVersion(saveMenu.error) && (
          <ErrorBox message={userMessageOr(saveMenu.error, messages.saveError)} />
        )}
        <StaleVersionNotice edit={edit} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={messages.fieldTitle}
            autoComplete="off"
            error={errors.title?.message}
            {...register('title')}
          />
          <TextField
            label={messages.fieldPath}
            hint={messages.fieldPathHint}
            autoComplete="off"
            error={errors.path?.message}
            {...register('path')}
          />
          <SelectField
            label={messages.fieldIcon}
            options={iconOptions}
            error={errors.icon?.message}
            {...register('icon', { setValueAs: (value) => value || null })}
          />
          <SelectField
            label={messages.fieldParent}
            options={parentOptions}
            error={errors.parentId?.message}
            {...register('parentId', { setValueAs: (value) => value || null })}
          />
        </div>
        <CheckboxField label={messages.fieldActive} {...register('isActive')} />
        <FormActions
          submitText={menu ? messages.update : messages.add}
          isPending={saveMenu.isPending}
          onCancel={cancel}
        />
      </form>
    </SectionCard>
  );
}
