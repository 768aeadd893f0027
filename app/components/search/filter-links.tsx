import { Link } from 'react-router';

/**
 * Filters as pills, each a link to the overview with that filter preset (home category cards, the
 * activity's category widget). The caller says where a filter leads (`hrefOf`, the overview's query).
 */
export function FilterLinks({
  filters,
  hrefOf,
  className = '',
}: {
  filters: ReadonlyArray<{ id: number; name: string }>;
  hrefOf: (filterId: number) => string;
  className?: string;
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {filters.map((filter) => (
        <li key={filter.id}>
          <Link to={hrefOf(filter.id)} className="inline-block rounded-full bg-brand-light px-3 py-1 text-sm hover:underline">
            {filter.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
