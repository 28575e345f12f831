export interface LoadSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  concurrency: number;
  durationMs: number;
  maxRequests: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  statusCounts: Record<string, number>;
  elapsedMs: number;
  latenciesMs: number[];
}
