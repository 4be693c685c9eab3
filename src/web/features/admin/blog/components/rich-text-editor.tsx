import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BLOG_EDITOR_HEIGHT_PX } from '../../../../../shared/schemas/blog.ts';
import { cn } from '../../../../lib/cn.ts';
import { adminBlogMessages as messages } from '../messages.ts';

// The blog's rich-text editor (TipTap, spec 3 §9: height 500). This module is imported lazily by the
// blog form only, so TipTap and ProseMirror stay in this screen's chunk. It produces the tags of the
// app's allow-list (src/shared/rich-text.ts); the server sanitises whatever arrives anyway.

type RichTextEditorProps = {
  /** The label's id: the editable area is named by it. */
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  errorId?: string;
};

type ToolbarButton = {
  label: string;
  icon: LucideIcon;
  isActive?: boolean;
  run: () => void;
  isDisabled?: boolean;
};

const EMPTY_DOCUMENT = '<p></p>';

export default function RichTextEditor({ labelId, value, onChange, error, errorId }: RichTextEditorProps) {
  // The documents the editor reported that the form has not shown back yet: their echo is not a
  // change from outside.
  const pendingEchoes = useRef<string[]>([]);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId ?? '' } : {}),
        class: 'rich-text min-h-full px-4 py-3 outline-none',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      pendingEchoes.current.push(html);
      onChange(html);
    },
  });

  // A value set from outside (edit another post, cancel, the AI draft) replaces the document. The
  // editor's own reports coming back are skipped: typing may have gone on since (on a busy machine the
  // form renders keystrokes late), and replacing the document with an older one would drop those
  // keystrokes, move the cursor to the end and lose a mark just switched on (bold for the next word).
  useEffect(() => {
    // A remounted form's old editor is destroyed a tick before useEditor hands over its successor.
    if (!editor || editor.isDestroyed) return;
    const echo = pendingEchoes.current.indexOf(value);
    if (echo !== -1) {
      pendingEchoes.current.splice(0, echo + 1);
      return;
    }
    pendingEchoes.current = [];
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || EMPTY_DOCUMENT, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      isBold: current?.isActive('bold') ?? false,
      isItalic: current?.isActive('italic') ?? false,
      isUnderline: current?.isActive('underline') ?? false,
      isStrike: current?.isActive('strike') ?? false,
      isHeading2: current?.isActive('heading', { level: 2 }) ?? false,
      isHeading3: current?.isActive('heading', { level: 3 }) ?? false,
      isBulletList: current?.isActive('bulletList') ?? false,
      isOrderedList: current?.isActive('orderedList') ?? false,
      isBlockquote: current?.isActive('blockquote') ?? false,
      isLink: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const editLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(messages.linkPrompt, previous ?? 'https://');
    if (href === null) return;
    if (href.trim() === '' || href.trim() === 'https://') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const buttons: ToolbarButton[] = [
    { label: messages.bold, icon: Bold, isActive: state.isBold, run: () => chain().toggleBold().run() },
    { label: messages.italic, icon: Italic, isActive: state.isItalic, run: () => chain().toggleItalic().run() },
    {
      label: messages.underline,
      icon: Underline,
      isActive: state.isUnderline,
      run: () => chain().toggleUnderline().run(),
    },
    { label: messages.strike, icon: Strikethrough, isActive: state.isStrike, run: () => chain().toggleStrike().run() },
    {
      label: messages.heading2,
      icon: Heading2,
      isActive: state.isHeading2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      label: messages.heading3,
      icon: Heading3,
      isActive: state.isHeading3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      label: messages.bulletList,
      icon: List,
      isActive: state.isBulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      label: messages.orderedList,
      icon: ListOrdered,
      isActive: state.isOrderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      label: messages.blockquote,
      icon: Quote,
      isActive: state.isBlockquote,
      run: () => chain().toggleBlockquote().run(),
    },
    { label: messages.link, icon: LinkIcon, isActive: state.isLink, run: editLink },
    { label: messages.undo, icon: Undo2, run: () => chain().undo().run(), isDisabled: !state.canUndo },
    { label: messages.redo, icon: Redo2, run: () => chain().redo().run(), isDisabled: !state.canRedo },
  ];

  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border bg-white dark:bg-slate-900',
        error ? 'border-red-600' : 'border-slate-300 dark:border-slate-600',
      )}
      style={{ height: BLOG_EDITOR_HEIGHT_PX }}
    >
      <div
        role="toolbar"
        aria-label={messages.toolbar}
        className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5 dark:border-slate-700 dark:bg-slate-800"
      >
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            title={button.label}
            aria-label={button.label}
            aria-pressed={button.isActive === undefined ? undefined : button.isActive}
            disabled={button.isDisabled}
            // A pointer press keeps the focus (and the selection, with a mark just switched on) in the
            // text: the button taking it meant the next keystrokes went to the button until the editor
            // took the focus back, a space among them pressing the button again. Keyboard users reach
            // the buttons with Tab, and the command gives the text its focus back.
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-700',
              button.isActive && 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
            )}
          >
            <button.icon aria-hidden="true" className="size-4" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} className="min-h-0 flex-1 overflow-y-auto text-slate-900 dark:text-slate-100" />
    </div>
  );
}
