import { TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';
import type { TColumnChoice } from './use-column-choice.ts';

/** The small 'Columns' button of a list: a checkbox per column; what the user ticks is remembered (useColumnChoice). */
export function ColumnChooser(props: { choice: TColumnChoice; exclude?: readonly string[] }) {
  const { choice } = props;
  const options = choice.options.filter((option) => !props.exclude?.includes(option.key));
  const content = (
    <Flex vertical gap={4} style={{ maxHeight: 360, overflowY: 'auto' }} data-testid="column-chooser-panel">
      {options.map((option) => (
        <Checkbox
          key={option.key}
          checked={option.shown}
          onChange={(event) => choice.toggle(option.key, event.target.checked)}
        >
          {option.title}
        </Checkbox>
      ))}
      <Button type="link" size="small" onClick={choice.reset} style={{ alignSelf: 'flex-start', padding: 0 }}>
        Reset
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="Columns" content={content}>
      <Button icon={<TableOutlined />} data-testid="column-chooser">
        Columns
      </Button>
    </Popover>
  );
}
