/** A photo served by the API to those allowed to see it; opens full size in a new tab. */
export function Photo({ id, alt }: { id: string; alt: string }) {
  const src = `/api/photos/${id}`;
  return (
    <a href={src} target="_blank" rel="noreferrer" className="block w-fit">
      <img
        src={src}
        alt={alt}
        loading="lazy"
        className="h-28 w-auto max-w-full rounded-md border border-slate-200 object-cover"
      />
    </a>
  );
}
