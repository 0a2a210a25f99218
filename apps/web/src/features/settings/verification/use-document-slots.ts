import { useCallback, useEffect, useRef, useState } from 'react';
import { KYC_UPLOAD, type KycDocumentKind } from '@lobby/contract/rules';
import type { KycDocument } from '@lobby/contract/schemas';
import { errorText, failureText } from '@/shared/lib/http';
import { useUploadKycDocument } from '../api/upload-kyc-document';

/** One document's tile: nothing yet, on its way, uploaded (the server's id), or refused (in words). */
export type DocumentSlot =
  | { status: 'empty' }
  | { status: 'uploading'; file: File; preview: string | null }
  | { status: 'done'; file: File; preview: string | null; document: KycDocument }
  | { status: 'failed'; error: string };

const EMPTY: DocumentSlot = { status: 'empty' };

/** An image shows itself; a PDF (or anything else) shows an icon. */
function previewOf(file: File): string | null {
  return file.type === 'image/jpeg' || file.type === 'image/png' ? URL.createObjectURL(file) : null;
}

function previewIn(slot: DocumentSlot | undefined): string | null {
  return slot && (slot.status === 'uploading' || slot.status === 'done') ? slot.preview : null;
}

/**
 * The uploads of one form: each picked file is sent at once, so the person sees straight away whether it was
 * taken. The size is checked here first (nothing above KYC_UPLOAD.maxBytes leaves the phone); the server
 * decides the rest (the type from the bytes, an image big enough to read). A file picked again replaces the
 * one before, and an answer for a file since replaced is dropped.
 */
export function useDocumentSlots<K extends KycDocumentKind>(kinds: readonly K[]) {
  const upload = useUploadKycDocument();
  const [slots, setSlots] = useState<Partial<Record<K, DocumentSlot>>>({});
  const latest = useRef<Partial<Record<K, File>>>({});
  const current = useRef(slots);
  useEffect(() => {
    current.current = slots;
  }, [slots]);
  // Every preview is let go with the form.
  useEffect(
    () => () => {
      for (const slot of Object.values<DocumentSlot | undefined>(current.current)) {
        const url = previewIn(slot);
        if (url) URL.revokeObjectURL(url);
      }
    },
    [],
  );

  const replace = useCallback((kind: K, next: DocumentSlot) => {
    setSlots((before) => {
      const old = previewIn(before[kind]);
      if (old && old !== previewIn(next)) URL.revokeObjectURL(old);
      return { ...before, [kind]: next };
    });
  }, []);

  const pick = useCallback(
    async (kind: K, file: File) => {
      latest.current[kind] = file;
      if (file.size > KYC_UPLOAD.maxBytes) {
        replace(kind, { status: 'failed', error: errorText('kyc.document.too.large') });
        return;
      }
      const preview = previewOf(file);
      replace(kind, { status: 'uploading', file, preview });
      try {
        const document = await upload.mutateAsync({ kind, file });
        if (latest.current[kind] === file) replace(kind, { status: 'done', file, preview, document });
      } catch (error) {
        if (latest.current[kind] === file) replace(kind, { status: 'failed', error: failureText(error) });
      }
    },
    [replace, upload],
  );

  const clear = useCallback(() => {
    latest.current = {};
    setSlots((before) => {
      for (const slot of Object.values<DocumentSlot | undefined>(before)) {
        const url = previewIn(slot);
        if (url) URL.revokeObjectURL(url);
      }
      return {};
    });
  }, []);

  const slot = (kind: K): DocumentSlot => slots[kind] ?? EMPTY;
  /** the uploaded documents' ids, or null while one is missing */
  const ids = (): Record<K, number> | null => {
    const out = {} as Record<K, number>;
    for (const kind of kinds) {
      const s = slots[kind];
      if (s?.status !== 'done') return null;
      out[kind] = s.document.id;
    }
    return out;
  };
  const busy = kinds.some((kind) => slots[kind]?.status === 'uploading');
  return { slot, pick, clear, ids, busy };
}
