/**
 * Valid bodies of the public forms, as a visitor fills them in. A test changes the one field it
 * is about (`{ ...validOrder, plan: "professional" }`), so a new required field is added here once.
 */
export const validOrder = {
  name: "Ada Lovelace",
  company: "Analytical Engines",
  email: "ada@example.com",
  phone: "9195550100",
  address: "1 Main Street",
  city: "Raleigh",
  state: "NC",
  zipCode: "27601",
  country: "United States",
  plan: "starter",
};

export const validVibeRequest = {
  name: "Grace Hopper",
  company: "Compilers Inc",
  email: "grace@example.com",
  phone: "9195550111",
  projectDescription: "A website for our bakery with online orders",
  timeline: "2-4 weeks",
  plan: "commercial_website",
  paymentFrequency: "monthly",
};

export const validConsultation = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  preferredContact: "Email",
  taskDescription: "Invoices arrive by email and get typed into QuickBooks by hand.",
};

/** The pricing order form's fields by their labels, as a visitor fills them in (email aside). */
export const validOrderForm = {
  "Full name": "Ada Lovelace",
  Company: "Analytical Engines",
  Phone: "9195550100",
  Address: "1 Main Street",
  City: "Raleigh",
  State: "NC",
  "ZIP code": "27601",
};
