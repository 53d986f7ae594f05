/** The animals an animal print is said by that the feedback names back; others are named by the family (animal print). */
export type AnimalPrint = 'leopard' | 'zebra' | 'snake';
