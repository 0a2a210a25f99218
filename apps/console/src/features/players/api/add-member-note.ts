import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { memberHistoryKey } from './get-member-history';

interface Note {
  account: string;
  merchant: string;
  text: string;
}

/** Adds an operator note to a player's file. */
export function addMemberNote({ account, merchant, text }: Note) {
  return api.call(endpoints.addMemberNote, { params: { account }, query: { merchant }, body: { text } });
}

export function useAddMemberNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addMemberNote,
    onSuccess: (_note, note) => client.invalidateQueries({ queryKey: memberHistoryKey(note.merchant, note.account, 'notes') }),
  });
}
