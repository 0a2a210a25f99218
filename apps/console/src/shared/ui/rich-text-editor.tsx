import { useEffect } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/** The announcement body editor (Tiptap): bold, italic, headings, lists, quotes, links as text. */
export function RichTextEditor({ value, onChange, label }: { value: string; onChange: (html: string) => void; label: string }) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ codeBlock: false })],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'rte-content' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value from outside (another announcement loaded) replaces the content.
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const button = (name: string, active: boolean, run: () => void, text: string) => (
    <button type="button" className={active ? 'rte-btn active' : 'rte-btn'} aria-pressed={active} onClick={run} title={t(`content.rte.${name}`)} aria-label={t(`content.rte.${name}`)}>
      {text}
    </button>
  );
  return (
    <div className="rte">
      <div className="rte-toolbar" role="toolbar" aria-label={t('content.rte.toolbar')}>
        {button('bold', editor.isActive('bold'), () => editor.chain().focus().toggleBold().run(), 'B')}
        {button('italic', editor.isActive('italic'), () => editor.chain().focus().toggleItalic().run(), 'I')}
        {button('strike', editor.isActive('strike'), () => editor.chain().focus().toggleStrike().run(), 'S')}
        {button('heading', editor.isActive('heading', { level: 3 }), () => editor.chain().focus().toggleHeading({ level: 3 }).run(), 'H')}
        {button('bulletList', editor.isActive('bulletList'), () => editor.chain().focus().toggleBulletList().run(), '•')}
        {button('orderedList', editor.isActive('orderedList'), () => editor.chain().focus().toggleOrderedList().run(), '1.')}
        {button('quote', editor.isActive('blockquote'), () => editor.chain().focus().toggleBlockquote().run(), '❝')}
        {button('undo', false, () => editor.chain().focus().undo().run(), '↶')}
        {button('redo', false, () => editor.chain().focus().redo().run(), '↷')}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
