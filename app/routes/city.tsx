export default function CityPage() {
  return <h1>City</h1>;
}
