import type { Pokepaste } from '@trainerlog/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/typedClient.ts';

/**
 * A team from a pokepast.es link, read through our server (GET /api/pokepaste): pokepast.es does not let a browser
 * read it directly. The server checks the link (it also knows a configured mirror), so the text goes as typed.
 */
export function fetchPokepaste(link: string): Promise<Pokepaste> {
  return api.pokepaste.get({ url: link.trim() });
}

/** A button press, not a view of data: a mutation, never retried (the server already waited up to 10 s). */
export function usePokepasteFetch() {
  return useMutation({ mutationFn: fetchPokepaste, retry: false });
}

/** What to tell the user when a link could not be loaded: the server's reason, or what happened on the way. */
export function pokepasteErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.msg) return error.msg;
    if (error.kind === 'network')
      return 'Could not reach the server. Check your connection, or copy the paste’s text instead.';
    if (error.kind === 'timeout')
      return 'Loading the paste took too long. Please try again, or copy the paste’s text instead.';
  }
  return 'Could not load this paste. Please try again later, or copy the paste’s text instead.';
}
