import { zodResolver } from '@hookform/resolvers/zod';
import { ContactMessageSchema } from '../../../../domain/schemas/contact';

export const resolveContactMessage = zodResolver(ContactMessageSchema);
