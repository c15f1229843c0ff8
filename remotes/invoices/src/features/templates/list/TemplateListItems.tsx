import { Button, Card, Dropdown, Flex, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { appPaths, DOCUMENT_KIND_REGISTRY, DOCUMENT_KINDS, type DocumentKind, type Template } from '@ledgerline/contracts';

type Props = {
  templates: Template[];
  onMakeDefault: (template: Template, kind: DocumentKind) => void;
  onDelete: (template: Template) => void;
};

/** The account's templates as cards (one column on a phone): which kinds each is the default for, and its actions. */
export function TemplateListItems({ templates, onMakeDefault, onDelete }: Props) {
  const navigate = useNavigate();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 16 }}>
      {templates.map((template) => (
        <Card key={template.id} size="small" title={<span style={{ borderLeft: `4px solid ${template.accentColor}`, paddingLeft: 8 }}>{template.name}</span>}>
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              {template.design.charAt(0).toUpperCase() + template.design.slice(1)} design · {template.font === 'serif' ? 'Serif' : 'Sans'}
            </Typography.Text>
            <Space size={[4, 4]} wrap>
              {template.defaultFor.length === 0 ? (
                <Typography.Text type="secondary">Not a default</Typography.Text>
              ) : (
                template.defaultFor.map((kind) => (
                  <Tag key={kind} color="blue">
                    Default for {DOCUMENT_KIND_REGISTRY[kind].plural}
                  </Tag>
                ))
              )}
            </Space>
            <Flex gap={8} wrap>
              <Button icon={<EditOutlined />} onClick={() => navigate(appPaths.templateBuilder(template.id))} aria-label={`Edit ${template.name}`}>
                Edit
              </Button>
              <Dropdown
                menu={{
                  items: DOCUMENT_KINDS.map((kind) => ({
                    key: kind,
                    label: `Default for ${DOCUMENT_KIND_REGISTRY[kind].plural}`,
                    disabled: template.defaultFor.includes(kind),
                  })),
                  onClick: ({ key }) => onMakeDefault(template, key as DocumentKind),
                }}
              >
                <Button icon={<StarOutlined />} aria-label={`Make ${template.name} a default`}>
                  Make default
                </Button>
              </Dropdown>
              <Button danger icon={<DeleteOutlined />} onClick={() => onDelete(template)} aria-label={`Delete ${template.name}`}>
                Delete
              </Button>
            </Flex>
          </Flex>
        </Card>
      ))}
    </div>
  );
}

