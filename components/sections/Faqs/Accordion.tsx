import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import { RichText } from '@/components/text/RichText';
import { COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';
import { SectionShell } from '../SectionShell';
import type { AccordionData } from './Accordion.schema';

/**
 * Faqs/Accordion: questions that open to their answers. Built on <details>/<summary>, so it is
 * keyboard-operable and announced as expandable by itself, and works without JavaScript.
 */
export default function FaqAccordion({ data }: { data: AccordionData }) {
  return (
    <SectionShell eyebrow={data.eyebrow} heading={data.heading}>
      <Box sx={{ maxWidth: 900 }}>
        {data.items.map((item) => (
          <Box
            component="details"
            key={item.question}
            sx={{
              bgcolor: COLORS.textPrimary,
              color: COLORS.textSecondary,
              borderRadius: 2,
              mb: 1.5,
              '&[open] summary svg': { transform: 'rotate(45deg)' },
              '--link-color': COLORS.paper,
            }}
          >
            <Box
              component="summary"
              sx={{
                listStyle: 'none',
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                px: 3,
                py: 2.25,
                fontWeight: 700,
                fontSize: '1.0625rem',
                borderRadius: 2,
                '&::-webkit-details-marker': { display: 'none' },
                ...focusRingSx(COLORS.paper),
              }}
            >
              {item.question}
              <AddIcon
                aria-hidden="true"
                sx={{ flexShrink: 0, transition: 'transform 150ms', color: COLORS.paper }}
              />
            </Box>
            <Box sx={{ px: 3, pb: 2.5 }}>
              <RichText body={item.answer} />
            </Box>
          </Box>
        ))}
      </Box>
    </SectionShell>
  );
}
