import { BOOT_DATA_ID } from '../../../shared/boot/index.ts';
import { withBootData } from './boot-data.ts';

const PAGE = '<html><head><title>K</title></head><body><div id="root"></div></body></html>';

it("carries a name holding `$'`, `$&` or `</script>` as it is, in one script element before the head's end", () => {
  const me = { id: 'u1', name: "Ann $' $& $` </script><b>" };
  const page = withBootData(PAGE, { currentUser: { me } } as never);
  const [, json] = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script></head><body><div id="root"></div></body></html>$`).exec(page) ?? [];
  expect(JSON.parse(json!)).toEqual({ currentUser: { me } });
});
