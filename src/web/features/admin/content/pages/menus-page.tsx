import { zodResolver } from '@hookform/resolvers/zod';
import { Menu as MenuIcon } from 'lucide-react';
import { menuIconNames } from '../../../../../shared/schemas/content.ts';
import { type AdminMenu, type SaveMenuInput, saveMenuSchema } from '../../../../../shared/schemas/content-admin.ts';
import { ManagedList, type RowPosition } from '../../../../components/screen/managed-list.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { SelectField } from '../../../../components/ui/select-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useManagedRows, useRowCommand } from '../../../../lib/use-managed-rows.ts';
import { useRecordForm } from '../../../../lib/use-record-form.ts';
import {
  getMenusQueryOptions,
  useDeleteMenu,
  useMenus,
  useMoveMenu,
  useSaveMenu,
  useSetMenuActive,
} from '../api/menus.ts';
import { ActiveToggle } from '../components/active-toggle.tsx';
import { CheckboxField } from '../components/checkbox-field.tsx';
import { MoveButtons } from '../components/move-buttons.tsx';
import { RecordForm } from '../components/record-form.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { adminContentMessages } from '../messages.ts';

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
  const menus = useMenus();
  const setActive = useSetMenuActive();
  const moveMenu = useMoveMenu();
  const toggle = useRowCommand(setActive, { successText: common.statusUpdated, errorText: common.statusError });
  const move = useRowCommand(moveMenu, { successText: messages.reordered, errorText: messages.reorderError });
  const rows = useManagedRows<AdminMenu>({
    deletion: useDeleteMenu(),
    deletedText: messages.deleted,
    deleteErrorText: messages.deleteError,
  });
  const all = menus.data?.menus ?? [];
  const topLevel = all.filter((menu) => menu.parentId === null);
  const toDelete = rows.removal.target;

  const renderRow = (menu: AdminMenu, position: RowPosition) => (
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
        onToggle={(isActive) => toggle({ id: menu.id, isActive })}
      />
      <MoveButtons
        name={menu.title}
        position={position}
        isBusy={moveMenu.isPending}
        onMove={(direction) => move({ id: menu.id, direction })}
      />
      <RowActions name={menu.title} onEdit={() => rows.edit(menu)} onDelete={() => rows.removal.ask(menu)} />
    </div>
  );

  return (
    <section>
      <PageHeader title={messages.title} description={messages.description} />
      <MenuForm key={rows.editing?.id ?? 'new'} menu={rows.editing} parents={topLevel} onDone={rows.stopEditing} />
      <div className="mt-6">
        <ManagedList
          query={menus}
          rowsOf={(data) => data.menus.filter((menu) => menu.parentId === null)}
          errorText={messages.loadError}
          retryText={common.retry}
          empty={<EmptyState text={messages.empty} icon={MenuIcon} />}
          label={messages.listLabel}
          as="ol"
          className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-4 dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
          renderItem={(menu, position) => {
            const children = all.filter((child) => child.parentId === menu.id);
            return (
              <>
                {renderRow(menu, position)}
                {children.length > 0 && (
                  <ol
                    aria-label={messages.childrenLabel(menu.title)}
                    className="mb-2 ml-6 border-l border-slate-200 pl-4 dark:border-slate-700"
                  >
                    {children.map((child, index) => (
                      <li key={child.id}>
                        {renderRow(child, { index, isFirst: index === 0, isLast: index === children.length - 1 })}
                      </li>
                    ))}
                  </ol>
                )}
              </>
            );
          }}
        />
      </div>
      <ConfirmDialog
        title={
          toDelete && all.some((menu) => menu.parentId === toDelete.id)
            ? messages.confirmDeleteWithChildren
            : messages.confirmDelete
        }
        {...rows.removal.dialog}
      />
    </section>
  );
}

function MenuForm({ menu, parents, onDone }: { menu: AdminMenu | null; parents: AdminMenu[]; onDone: () => void }) {
  const form = useRecordForm({
    record: menu,
    id: menu?.id ?? null,
    resolver: zodResolver(saveMenuSchema),
    toForm,
    emptyForm,
    isInline: true,
    current: { query: getMenusQueryOptions(), rowsOf: (data) => data.menus },
    save: useSaveMenu(),
    savedText: menu ? messages.updated : messages.created,
    fields: ['title', 'path', 'icon', 'parentId'],
    onDone,
  });
  const parentOptions = [
    { value: '', label: messages.topLevel },
    ...parents.filter((parent) => parent.id !== menu?.id).map((parent) => ({ value: parent.id, label: parent.title })),
  ];

  return (
    <SectionCard title={menu ? messages.editTitle : messages.addTitle} icon={MenuIcon}>
      <RecordForm form={form} saveErrorText={messages.saveError} submitText={menu ? messages.update : messages.add}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label={messages.fieldTitle} autoComplete="off" {...form.field('title')} />
          <TextField
            label={messages.fieldPath}
            hint={messages.fieldPathHint}
            autoComplete="off"
            {...form.field('path')}
          />
          <SelectField
            label={messages.fieldIcon}
            options={iconOptions}
            {...form.field('icon', { setValueAs: (value) => value || null })}
          />
          <SelectField
            label={messages.fieldParent}
            options={parentOptions}
            {...form.field('parentId', { setValueAs: (value) => value || null })}
          />
        </div>
        <CheckboxField label={messages.fieldActive} {...form.register('isActive')} />
      </RecordForm>
    </SectionCard>
  );
}
