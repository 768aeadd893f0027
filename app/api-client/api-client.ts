import type { components, paths } from './openapi.d.ts';
import { OPERATIONS, type OperationId } from './operations.generated.ts';

/**
 * Typed client of the JSON API for browser code (autocomplete, counts, paging without a reload). Every
 * type comes from the OpenAPI document (openapi.d.ts, operations.generated.ts: `npm run api:types`).
 * Server code calls the feature services directly instead (house rule 4).
 */

type Operation<K extends OperationId> = (typeof OPERATIONS)[K];
type PathOf<K extends OperationId> = Operation<K>['path'] & keyof paths;
type MethodOf<K extends OperationId> = Lowercase<Operation<K>['method']> & keyof paths[PathOf<K>];
type OperationObject<K extends OperationId> = paths[PathOf<K>][MethodOf<K>];

type ParametersOf<K extends OperationId> = OperationObject<K> extends { parameters: infer P } ? P : never;
type Merge<T> = { [Key in keyof T]: T[Key] } & {};
type ParamGroup<K extends OperationId, Where extends string> =
  ParametersOf<K> extends { [W in Where]?: infer Q } ? (Q extends Record<string, unknown> ? Q : object) : object;

/** JSON-text parameters (filterQuery) are passed as their object type; the client serialises them. */
type JsonParameterNames<K extends OperationId> = Extract<Operation<K>['parameters'][number], { jsonSchema: string }>['name'];
type JsonParameterType<K extends OperationId, Name> = Extract<
  Operation<K>['parameters'][number],
  { name: Name; jsonSchema: string }
>['jsonSchema'] extends infer S
  ? S extends keyof components['schemas']
    ? components['schemas'][S]
    : never
  : never;
type WithJsonParameters<K extends OperationId, T> = {
  [Key in keyof T]: Key extends JsonParameterNames<K> ? JsonParameterType<K, Key> | string : T[Key];
};

/** The one argument of a client function: path and query parameters by name. */
export type RequestParameters<K extends OperationId> = Merge<WithJsonParameters<K, ParamGroup<K, 'path'> & ParamGroup<K, 'query'>>>;

type SuccessOf<K extends OperationId> =
  OperationObject<K> extends { responses: infer R }
    ? R extends { 200: { content: { 'application/json': infer Body } } }
      ? Body
      : R extends { 201: { content: { 'application/json': infer Body } } }
        ? Body
        : void
    : never;
export type ResponseOf<K extends OperationId> = SuccessOf<K>;

export type ApiErrorBody = components['schemas']['ApiError'];

/** A missing or null required parameter, found before any request is sent. */
export class RequiredParameterError extends Error {
  readonly parameter: string;
  readonly operation: string;
  constructor(parameter: string, operation: string) {
    super(`Required parameter requestParameters.${parameter} was null or undefined when calling ${operation}.`);
    this.name = 'RequiredParameterError';
    this.parameter = parameter;
    this.operation = operation;
  }
}

/** A non-2xx answer: the status and the parsed body (the shared error shape when the API sent one). */
export class ApiResponseError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly operation: string;
  constructor(operation: string, status: number, body: unknown) {
    const message = (body as Partial<ApiErrorBody> | null)?.error?.message;
    super(`${operation} failed with HTTP ${status}${message ? `: ${message}` : ''}`);
    this.name = 'ApiResponseError';
    this.status = status;
    this.body = body;
    this.operation = operation;
  }
}

export interface ApiClientOptions {
  /** Where /api lives; default '/api' on the visitor's own origin (decisions.md 3). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Extra request options (credentials, signal ...) for every call. */
  init?: RequestInit;
}

function serialise(value: unknown, json: boolean): string[] {
  if (json) return [typeof value === 'string' ? value : JSON.stringify(value)];
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));

  async function call<K extends OperationId>(operationId: K, requestParameters: RequestParameters<K>, init?: RequestInit): Promise<ResponseOf<K>> {
    const operation = OPERATIONS[operationId];
    const values = (requestParameters ?? {}) as Record<string, unknown>;
    for (const parameter of operation.parameters) {
      if (parameter.required && (values[parameter.name] === null || values[parameter.name] === undefined)) {
        throw new RequiredParameterError(parameter.name, operationId);
      }
    }
    let pathName: string = operation.path;
    const search = new URLSearchParams();
    for (const parameter of operation.parameters) {
      const value = values[parameter.name];
      if (value === null || value === undefined) continue;
      if (parameter.in === 'path') {
        pathName = pathName.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
      } else if (parameter.in === 'query') {
        for (const item of serialise(value, parameter.jsonSchema !== null)) search.append(parameter.name, item);
      }
    }
    const query = search.toString();
    const response = await doFetch(`${baseUrl}${pathName}${query ? `?${query}` : ''}`, {
      ...options.init,
      ...init,
      method: operation.method,
      headers: { accept: 'application/json', ...(options.init?.headers as Record<string, string> | undefined) },
    });
    const body = await readBody(response);
    if (!response.ok) throw new ApiResponseError(operationId, response.status, body);
    return body as ResponseOf<K>;
  }

  const operation =
    <K extends OperationId>(operationId: K) =>
    (requestParameters: RequestParameters<K>, init?: RequestInit) =>
      call(operationId, requestParameters, init);

  return {
    /** GET /api/public/activities: one page of the overview with facet counts. */
    getActivities: operation('getActivities'),
    /** GET /api/public/activities/{activitySlug} */
    getActivity: operation('getActivity'),
    /** GET /api/public/activities/redirects?slug= */
    getActivityRedirect: operation('getActivityRedirect'),
    /** GET /api/public/banners/random */
    getRandomBanner: (init?: RequestInit) => call('getRandomBanner', {} as RequestParameters<'getRandomBanner'>, init),
    /** GET /api/public/events */
    getEvents: operation('getEvents'),
    /** GET /api/public/events/{eventId} */
    getEvent: operation('getEvent'),
    /** GET /api/public/filters */
    getFilters: operation('getFilters'),
    /** GET /api/public/locations */
    getLocations: operation('getLocations'),
    /** GET /api/public/organisations/{organisationId}/activities */
    getOrganisationActivities: operation('getOrganisationActivities'),
    /** GET /api/public/organisations/{organisationId}/events */
    getOrganisationEvents: operation('getOrganisationEvents'),
    /** GET /api/public/seo?slug= */
    getSeoPage: operation('getSeoPage'),
    /** GET /api/admin/googleLocations/cities (ADMIN only) */
    getGoogleLocationCities: operation('getGoogleLocationCities'),
    /** Any operation of the document by its operationId (write calls included). */
    call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client for the visitor's own origin. */
export const apiClient = createApiClient();
