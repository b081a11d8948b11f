import { testimonialsSection } from "@content/home";
import { Section, SectionHeader } from "~/components/ui/section";
import { TestimonialCarousel } from "./testimonial-carousel";

export function Testimonials() {
  return (
    <Section tone="alt" labelledBy="home-testimonials-title">
      <SectionHeader
        id="home-testimonials-title"
        eyebrow={testimonialsSection.eyebrow}
        title={testimonialsSection.title}
        lead={testimonialsSection.lead}
      />
      <TestimonialCarousel />
    </Section>
  );
}
