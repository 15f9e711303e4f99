/** A table's plain column headings (`<th scope="col">` each), for a header row that may add its own cells. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <>
      {columns.map((column) => (
        <th key={column} scope="col">
          {column}
        </th>
      ))}
    </>
  );
}
