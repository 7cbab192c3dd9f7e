/**
 * JSON to put inside an HTML `<script type="application/json">` block: a `<` is escaped, so no
 * value can close the block (`</script>`) or open a comment.
 */
export const jsonInHtml = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
