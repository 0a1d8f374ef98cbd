export default function CitiesPage() {
  return <h1>Cities</h1>;
}
