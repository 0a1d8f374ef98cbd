export default function CategoryPage() {
  return <h1>Category</h1>;
}
