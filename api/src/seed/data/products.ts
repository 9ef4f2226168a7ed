/** One product of the demo catalogue, before prices, description and image names are worked out. */
export type ProductSeed = {
  categoryId: number;
  /** Name parts: `${kind} ${brand} ${model} ${variant}`; synthetic products vary the model. */
  kind: string;
  brand: string;
  model: string;
  variant: string;
  /** The price the 6 instalments add up to; the cash price follows from it (pricing.ts). */
  listPrice: number;
  stock: number;
  /** How many pictures are drawn; 0 leaves the product to the storefront's placeholder. */
  images: 0 | 1 | 2 | 3;
  highlighted?: boolean;
  blurb: string;
  specs: readonly (readonly [label: string, value: string])[];
};

type Entry = Omit<ProductSeed, 'categoryId'>;
const inCategory = (categoryId: number, entries: readonly Entry[]): ProductSeed[] => entries.map((entry) => ({ categoryId, ...entry }));

const celulares = inCategory(1, [
  {
    kind: 'Smartphone', brand: 'Samsung', model: 'Galaxy A55 5G', variant: '256 GB Azul Marino', listPrice: 899_999, stock: 14, images: 3, highlighted: true,
    blurb: 'Marco de aluminio, pantalla fluida de 120 Hz y una cámara con estabilizador óptico para fotos nítidas de día y de noche.',
    specs: [['Pantalla', '6,6" Super AMOLED, 120 Hz'], ['Memoria', '256 GB, 8 GB de RAM'], ['Cámara principal', '50 MP con OIS'], ['Batería', '5000 mAh, carga rápida de 25 W']],
  },
  {
    kind: 'Smartphone', brand: 'Samsung', model: 'Galaxy A35 5G', variant: '128 GB Negro', listPrice: 649_999, stock: 22, images: 2,
    blurb: 'Pantalla Super AMOLED brillante, resistencia al agua IP67 y cuatro años de actualizaciones del sistema.',
    specs: [['Pantalla', '6,6" Super AMOLED, 120 Hz'], ['Memoria', '128 GB, 6 GB de RAM'], ['Cámara principal', '50 MP con OIS'], ['Resistencia', 'IP67']],
  },
  {
    kind: 'Smartphone', brand: 'Samsung', model: 'Galaxy A25 5G', variant: '128 GB Celeste', listPrice: 479_999, stock: 0, images: 2,
    blurb: 'Conectividad 5G, pantalla grande de 120 Hz y batería que acompaña todo el día.',
    specs: [['Pantalla', '6,5" Super AMOLED, 120 Hz'], ['Memoria', '128 GB, 6 GB de RAM'], ['Cámara principal', '50 MP'], ['Batería', '5000 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Samsung', model: 'Galaxy A15', variant: '128 GB Amarillo', listPrice: 319_999, stock: 35, images: 1,
    blurb: 'El Galaxy para empezar: pantalla amplia, triple cámara y memoria ampliable con tarjeta microSD.',
    specs: [['Pantalla', '6,5" Super AMOLED, 90 Hz'], ['Memoria', '128 GB, 4 GB de RAM'], ['Cámara principal', '50 MP'], ['Batería', '5000 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Samsung', model: 'Galaxy S24 FE', variant: '256 GB Grafito', listPrice: 1_499_999, stock: 6, images: 3, highlighted: true,
    blurb: 'La experiencia Galaxy S con Galaxy AI: traducción en llamadas, edición de fotos inteligente y zoom óptico de 3x.',
    specs: [['Pantalla', '6,7" Dynamic AMOLED 2X, 120 Hz'], ['Memoria', '256 GB, 8 GB de RAM'], ['Cámaras', '50 MP + 12 MP + 8 MP teleobjetivo 3x'], ['Batería', '4700 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Motorola', model: 'Edge 50 Fusion', variant: '256 GB Rosa', listPrice: 799_999, stock: 9, images: 3,
    blurb: 'Pantalla curva pOLED, dorso de cuero vegano y carga TurboPower de 68 W.',
    specs: [['Pantalla', '6,7" pOLED curva, 144 Hz'], ['Memoria', '256 GB, 8 GB de RAM'], ['Cámara principal', '50 MP Sony LYTIA 700C'], ['Carga', 'TurboPower 68 W']],
  },
  {
    kind: 'Smartphone', brand: 'Motorola', model: 'Moto G85 5G', variant: '256 GB Azul', listPrice: 549_999, stock: 18, images: 2, highlighted: true,
    blurb: 'Diseño delgado con pantalla curva, sonido Dolby Atmos y 5G para navegar sin esperas.',
    specs: [['Pantalla', '6,67" pOLED curva, 120 Hz'], ['Memoria', '256 GB, 8 GB de RAM'], ['Cámara principal', '50 MP con OIS'], ['Batería', '5000 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Motorola', model: 'Moto G54 5G', variant: '128 GB Verde', listPrice: 399_999, stock: 25, images: 2,
    blurb: 'Rendimiento ágil, parlantes estéreo y una batería generosa para usarlo sin pensar en el cargador.',
    specs: [['Pantalla', '6,5" FHD+, 120 Hz'], ['Memoria', '128 GB, 8 GB de RAM'], ['Cámara principal', '50 MP con OIS'], ['Batería', '5000 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Motorola', model: 'Moto E14', variant: '64 GB Gris', listPrice: 159_999, stock: 40, images: 1,
    blurb: 'Simple y rendidor: pantalla grande, Android Go y batería de larga duración.',
    specs: [['Pantalla', '6,5" HD+, 90 Hz'], ['Memoria', '64 GB, 2 GB de RAM'], ['Cámara principal', '13 MP'], ['Batería', '5000 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Xiaomi', model: 'Redmi Note 13 Pro', variant: '256 GB Violeta', listPrice: 699_999, stock: 11, images: 3,
    blurb: 'Cámara de 200 MP, pantalla AMOLED de 120 Hz y carga turbo de 67 W.',
    specs: [['Pantalla', '6,67" AMOLED, 120 Hz'], ['Memoria', '256 GB, 8 GB de RAM'], ['Cámara principal', '200 MP con OIS'], ['Carga', '67 W']],
  },
  {
    kind: 'Smartphone', brand: 'Xiaomi', model: 'Redmi 13C', variant: '128 GB Negro', listPrice: 229_999, stock: 30, images: 0,
    blurb: 'Pantalla de 90 Hz, cámara de 50 MP con IA y memoria ampliable.',
    specs: [['Pantalla', '6,74" HD+, 90 Hz'], ['Memoria', '128 GB, 4 GB de RAM'], ['Cámara principal', '50 MP'], ['Batería', '5000 mAh']],
  },
  {
    kind: 'Smartphone', brand: 'Xiaomi', model: 'Poco X6 Pro 5G', variant: '512 GB Amarillo', listPrice: 949_999, stock: 5, images: 2,
    blurb: 'Potencia de gama alta para jugar: procesador Dimensity 8300-Ultra y pantalla de 1,5K.',
    specs: [['Pantalla', '6,67" AMOLED 1,5K, 120 Hz'], ['Memoria', '512 GB, 12 GB de RAM'], ['Procesador', 'Dimensity 8300-Ultra'], ['Carga', '67 W']],
  },
]);

const smartwatches = inCategory(2, [
  {
    kind: 'Smartwatch', brand: 'Samsung', model: 'Galaxy Watch7', variant: '44 mm Verde', listPrice: 579_999, stock: 8, images: 3, highlighted: true,
    blurb: 'Seguimiento del sueño, índice de energía y GPS de doble frecuencia para entrenar con precisión.',
    specs: [['Pantalla', '1,5" Super AMOLED'], ['Sensores', 'Frecuencia cardíaca, ECG y composición corporal'], ['Resistencia', '5 ATM e IP68'], ['Autonomía', 'Hasta 40 horas']],
  },
  {
    kind: 'Smartwatch', brand: 'Samsung', model: 'Galaxy Watch FE', variant: '40 mm Negro', listPrice: 329_999, stock: 12, images: 2,
    blurb: 'Lo esencial de Galaxy Watch en un diseño liviano, con cristal de zafiro.',
    specs: [['Pantalla', '1,2" Super AMOLED'], ['Sensores', 'Frecuencia cardíaca y ECG'], ['Resistencia', '5 ATM e IP68'], ['Conectividad', 'Bluetooth y NFC']],
  },
  {
    kind: 'Pulsera inteligente', brand: 'Samsung', model: 'Galaxy Fit3', variant: 'Gris', listPrice: 119_999, stock: 20, images: 2,
    blurb: 'Pantalla grande en una pulsera liviana, con más de 100 ejercicios y hasta 13 días de batería.',
    specs: [['Pantalla', '1,6" AMOLED'], ['Ejercicios', 'Más de 100 modos'], ['Resistencia', '5 ATM e IP68'], ['Autonomía', 'Hasta 13 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Xiaomi', model: 'Redmi Watch 5 Active', variant: 'Negro', listPrice: 79_999, stock: 45, images: 2, highlighted: true,
    blurb: 'Llamadas por Bluetooth desde la muñeca, pantalla de 2" y 18 días de batería.',
    specs: [['Pantalla', '2" LCD'], ['Llamadas', 'Bluetooth con micrófono y parlante'], ['Resistencia', '5 ATM'], ['Autonomía', 'Hasta 18 días']],
  },
  {
    kind: 'Pulsera inteligente', brand: 'Xiaomi', model: 'Smart Band 9', variant: 'Azul', listPrice: 69_999, stock: 0, images: 1,
    blurb: 'La pulsera más vendida, ahora con cuerpo de aluminio y pantalla más brillante.',
    specs: [['Pantalla', '1,62" AMOLED'], ['Sensores', 'Frecuencia cardíaca y oxígeno en sangre'], ['Resistencia', '5 ATM'], ['Autonomía', 'Hasta 21 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Xiaomi', model: 'Watch 2', variant: 'Plata', listPrice: 349_999, stock: 7, images: 2,
    blurb: 'Wear OS de Google con aplicaciones, pagos y mapas, en una caja de aluminio.',
    specs: [['Pantalla', '1,43" AMOLED'], ['Sistema', 'Wear OS by Google'], ['GPS', 'Doble frecuencia'], ['Autonomía', 'Hasta 65 horas']],
  },
  {
    kind: 'Smartwatch', brand: 'Amazfit', model: 'GTR 4', variant: 'Gris', listPrice: 289_999, stock: 10, images: 2,
    blurb: 'Reloj clásico con GPS de doble banda, más de 150 deportes y llamadas por Bluetooth.',
    specs: [['Pantalla', '1,43" AMOLED'], ['GPS', 'Doble banda'], ['Deportes', 'Más de 150 modos'], ['Autonomía', 'Hasta 14 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Amazfit', model: 'Bip 5', variant: 'Crema', listPrice: 119_999, stock: 24, images: 1,
    blurb: 'Pantalla extragrande, llamadas por Bluetooth y hasta 10 días de uso.',
    specs: [['Pantalla', '1,91" LCD'], ['Llamadas', 'Bluetooth'], ['Deportes', 'Más de 120 modos'], ['Autonomía', 'Hasta 10 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Amazfit', model: 'Active 2', variant: 'Negro', listPrice: 229_999, stock: 15, images: 3,
    blurb: 'Caja de acero inoxidable, mapas sin conexión y entrenador con inteligencia artificial.',
    specs: [['Pantalla', '1,32" AMOLED'], ['Mapas', 'Sin conexión, con navegación giro a giro'], ['Resistencia', '5 ATM'], ['Autonomía', 'Hasta 10 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Amazfit', model: 'Balance', variant: 'Azul Medianoche', listPrice: 349_999, stock: 3, images: 2,
    blurb: 'Mide composición corporal y nivel de estrés para ayudarte a equilibrar entrenamiento y descanso.',
    specs: [['Pantalla', '1,5" AMOLED'], ['Sensores', 'Composición corporal y estrés'], ['GPS', 'Doble banda'], ['Autonomía', 'Hasta 14 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Motorola', model: 'Moto Watch Fit', variant: 'Gris', listPrice: 119_999, stock: 9, images: 0,
    blurb: 'Pantalla grande y liviana, GPS integrado y hasta 16 días de batería.',
    specs: [['Pantalla', '1,9" AMOLED'], ['GPS', 'Integrado'], ['Resistencia', '5 ATM'], ['Autonomía', 'Hasta 16 días']],
  },
  {
    kind: 'Smartwatch', brand: 'Amazfit', model: 'GTS 4 Mini', variant: 'Rosa', listPrice: 109_999, stock: 16, images: 2,
    blurb: 'Liviano y delgado, con GPS de cinco sistemas satelitales y 15 días de batería.',
    specs: [['Pantalla', '1,65" AMOLED'], ['GPS', 'Cinco sistemas satelitales'], ['Resistencia', '5 ATM'], ['Autonomía', 'Hasta 15 días']],
  },
]);

const parlantes = inCategory(3, [
  {
    kind: 'Parlante portátil', brand: 'JBL', model: 'Flip 6', variant: 'Azul', listPrice: 249_999, stock: 20, images: 3, highlighted: true,
    blurb: 'Sonido JBL Original Pro con graves potentes, resistente al agua y al polvo.',
    specs: [['Potencia', '30 W'], ['Resistencia', 'IP67'], ['Autonomía', 'Hasta 12 horas'], ['Conectividad', 'Bluetooth 5.1']],
  },
  {
    kind: 'Parlante portátil', brand: 'JBL', model: 'Charge 5', variant: 'Negro', listPrice: 379_999, stock: 10, images: 3,
    blurb: 'Veinte horas de música y una batería que también carga tu celular.',
    specs: [['Potencia', '40 W'], ['Resistencia', 'IP67'], ['Autonomía', 'Hasta 20 horas'], ['Extra', 'Powerbank integrado']],
  },
  {
    kind: 'Parlante portátil', brand: 'JBL', model: 'Go 4', variant: 'Rojo', listPrice: 69_999, stock: 40, images: 2,
    blurb: 'Pequeño, colorido y con el sonido JBL Pro para llevar a todas partes.',
    specs: [['Potencia', '4,2 W'], ['Resistencia', 'IP67'], ['Autonomía', 'Hasta 7 horas'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Parlante portátil', brand: 'JBL', model: 'Clip 5', variant: 'Violeta', listPrice: 99_999, stock: 0, images: 2,
    blurb: 'Mosquetón integrado para colgarlo de la mochila y sonido claro a todo volumen.',
    specs: [['Potencia', '7 W'], ['Resistencia', 'IP67'], ['Autonomía', 'Hasta 12 horas'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Parlante', brand: 'JBL', model: 'PartyBox Encore Essential 2', variant: 'Negro', listPrice: 699_999, stock: 4, images: 2,
    blurb: 'La fiesta en una caja: luces sincronizadas con la música y graves profundos.',
    specs: [['Potencia', '100 W'], ['Luces', 'Show de luces dinámico'], ['Resistencia', 'IPX4'], ['Autonomía', 'Hasta 6 horas']],
  },
  {
    kind: 'Parlante portátil', brand: 'Sony', model: 'SRS-XB100', variant: 'Negro', listPrice: 89_999, stock: 26, images: 2, highlighted: true,
    blurb: 'Compacto y resistente, con correa multiuso y sonido claro gracias a su difusor.',
    specs: [['Resistencia', 'IP67'], ['Autonomía', 'Hasta 16 horas'], ['Micrófono', 'Manos libres con cancelación de eco'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Parlante portátil', brand: 'Sony', model: 'ULT Field 1', variant: 'Gris', listPrice: 229_999, stock: 12, images: 2,
    blurb: 'Graves ULT con un botón, resistente a golpes, agua y polvo.',
    specs: [['Graves', 'Modo ULT'], ['Resistencia', 'IP67, a prueba de golpes'], ['Autonomía', 'Hasta 12 horas'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Parlante', brand: 'Sony', model: 'SRS-XV500', variant: 'Negro', listPrice: 899_999, stock: 3, images: 1,
    blurb: 'Sonido de fiesta omnidireccional, entrada para micrófono y guitarra, y 25 horas de batería.',
    specs: [['Sonido', 'Omnidireccional'], ['Entradas', 'Micrófono y guitarra'], ['Resistencia', 'IPX4'], ['Autonomía', 'Hasta 25 horas']],
  },
  {
    kind: 'Parlante portátil', brand: 'Philips', model: 'TAS2505', variant: 'Negro', listPrice: 59_999, stock: 30, images: 1,
    blurb: 'Liviano y a prueba de salpicaduras, con correa para llevarlo en la mano.',
    specs: [['Potencia', '3 W'], ['Resistencia', 'IPX7'], ['Autonomía', 'Hasta 6 horas'], ['Conectividad', 'Bluetooth 5.0']],
  },
  {
    kind: 'Parlante', brand: 'Xiaomi', model: 'Sound Outdoor 30 W', variant: 'Negro', listPrice: 119_999, stock: 14, images: 2,
    blurb: 'Treinta vatios de sonido estéreo al aire libre y conexión de dos parlantes a la vez.',
    specs: [['Potencia', '30 W'], ['Resistencia', 'IP67'], ['Autonomía', 'Hasta 12 horas'], ['Conectividad', 'Bluetooth 5.4']],
  },
  {
    kind: 'Parlante portátil', brand: 'JBL', model: 'Xtreme 4', variant: 'Azul', listPrice: 649_999, stock: 5, images: 2,
    blurb: 'Sonido enorme con inteligencia artificial que ajusta graves y volumen en tiempo real.',
    specs: [['Potencia', '2 × 30 W + 2 × 20 W'], ['Resistencia', 'IP67'], ['Autonomía', 'Hasta 24 horas'], ['Batería', 'Reemplazable']],
  },
  {
    kind: 'Parlante portátil', brand: 'Xiaomi', model: 'Mi Portable Speaker 16 W', variant: 'Negro', listPrice: 69_999, stock: 18, images: 0,
    blurb: 'Dos parlantes de rango completo en un cuerpo compacto resistente al agua.',
    specs: [['Potencia', '16 W'], ['Resistencia', 'IPX7'], ['Autonomía', 'Hasta 13 horas'], ['Conectividad', 'Bluetooth 5.0']],
  },
]);

const auriculares = inCategory(4, [
  {
    kind: 'Auriculares inalámbricos', brand: 'JBL', model: 'Tune 520BT', variant: 'Negro', listPrice: 79_999, stock: 35, images: 3, highlighted: true,
    blurb: 'Sonido JBL Pure Bass, hasta 57 horas de música y carga rápida.',
    specs: [['Tipo', 'Vincha, sobre la oreja'], ['Autonomía', 'Hasta 57 horas'], ['Carga rápida', '5 minutos = 3 horas'], ['Conectividad', 'Bluetooth 5.3 multipunto']],
  },
  {
    kind: 'Auriculares inalámbricos', brand: 'JBL', model: 'Tune 720BT', variant: 'Azul', listPrice: 109_999, stock: 15, images: 2,
    blurb: 'Almohadillas suaves para escuchar cómodo durante horas, con graves JBL Pure Bass.',
    specs: [['Tipo', 'Vincha, sobre la oreja'], ['Autonomía', 'Hasta 76 horas'], ['Micrófono', 'Manos libres'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Auriculares in-ear', brand: 'JBL', model: 'Wave Beam', variant: 'Blanco', listPrice: 89_999, stock: 22, images: 2,
    blurb: 'Inalámbricos, resistentes al agua y al polvo, con cuatro micrófonos para llamadas claras.',
    specs: [['Tipo', 'In-ear, True Wireless'], ['Resistencia', 'IP54'], ['Autonomía', 'Hasta 32 horas con estuche'], ['Micrófonos', '4']],
  },
  {
    kind: 'Auriculares inalámbricos', brand: 'Sony', model: 'WH-CH520', variant: 'Negro', listPrice: 89_999, stock: 0, images: 2,
    blurb: 'Livianos y cómodos, con ecualizador personalizable desde la app.',
    specs: [['Tipo', 'Vincha, sobre la oreja'], ['Autonomía', 'Hasta 50 horas'], ['Ecualizador', 'Sony Headphones Connect'], ['Conectividad', 'Bluetooth 5.2']],
  },
  {
    kind: 'Auriculares inalámbricos', brand: 'Sony', model: 'WH-1000XM5', variant: 'Plata', listPrice: 899_999, stock: 4, images: 3, highlighted: true,
    blurb: 'La mejor cancelación de ruido de Sony, con ocho micrófonos y sonido de alta resolución.',
    specs: [['Cancelación de ruido', 'Activa, con 8 micrófonos'], ['Autonomía', 'Hasta 30 horas'], ['Audio', 'Alta resolución, LDAC'], ['Conectividad', 'Bluetooth 5.2 multipunto']],
  },
  {
    kind: 'Auriculares in-ear', brand: 'Sony', model: 'WF-C510', variant: 'Amarillo', listPrice: 99_999, stock: 12, images: 1,
    blurb: 'Los más pequeños de Sony, con sonido de ambiente para escuchar lo que pasa alrededor.',
    specs: [['Tipo', 'In-ear, True Wireless'], ['Resistencia', 'IPX4'], ['Autonomía', 'Hasta 22 horas con estuche'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Auriculares in-ear', brand: 'Samsung', model: 'Galaxy Buds FE', variant: 'Grafito', listPrice: 149_999, stock: 18, images: 2,
    blurb: 'Cancelación activa de ruido y un ajuste firme gracias a sus aletas.',
    specs: [['Cancelación de ruido', 'Activa'], ['Resistencia', 'IPX2'], ['Autonomía', 'Hasta 21 horas con estuche'], ['Conectividad', 'Bluetooth 5.2']],
  },
  {
    kind: 'Auriculares in-ear', brand: 'Samsung', model: 'Galaxy Buds3 Pro', variant: 'Plata', listPrice: 449_999, stock: 6, images: 3,
    blurb: 'Sonido Hi-Fi de 24 bits, cancelación de ruido adaptativa e intérprete con Galaxy AI.',
    specs: [['Audio', 'Hi-Fi 24 bits'], ['Cancelación de ruido', 'Adaptativa'], ['Resistencia', 'IP57'], ['Autonomía', 'Hasta 30 horas con estuche']],
  },
  {
    kind: 'Auriculares in-ear', brand: 'Xiaomi', model: 'Redmi Buds 6 Active', variant: 'Negro', listPrice: 34_999, stock: 50, images: 1,
    blurb: 'Inalámbricos, livianos y con hasta 30 horas de música con el estuche.',
    specs: [['Tipo', 'In-ear, True Wireless'], ['Autonomía', 'Hasta 30 horas con estuche'], ['Micrófono', 'Reducción de ruido en llamadas'], ['Conectividad', 'Bluetooth 5.4']],
  },
  {
    kind: 'Auriculares in-ear', brand: 'Motorola', model: 'Moto Buds', variant: 'Beige', listPrice: 119_999, stock: 8, images: 2,
    blurb: 'Sonido ajustado por Bose, cancelación activa de ruido y audio de alta resolución.',
    specs: [['Sonido', 'Ajustado por Bose'], ['Cancelación de ruido', 'Activa'], ['Resistencia', 'IP54'], ['Autonomía', 'Hasta 42 horas con estuche']],
  },
  {
    kind: 'Auriculares inalámbricos', brand: 'Philips', model: 'TAH4209', variant: 'Negro', listPrice: 69_999, stock: 20, images: 2,
    blurb: 'Plegables para llevarlos en la mochila, con graves potentes y hasta 55 horas de batería.',
    specs: [['Tipo', 'Vincha, sobre la oreja'], ['Autonomía', 'Hasta 55 horas'], ['Diseño', 'Plegable'], ['Conectividad', 'Bluetooth 5.3']],
  },
  {
    kind: 'Auriculares con cable', brand: 'Philips', model: 'TAE1126', variant: 'Blanco', listPrice: 9_999, stock: 45, images: 1,
    blurb: 'Livianos y con micrófono, para llamadas y música todos los días.',
    specs: [['Tipo', 'In-ear con cable'], ['Conector', 'Jack de 3,5 mm'], ['Micrófono', 'Integrado'], ['Parlantes', '10 mm de neodimio']],
  },
]);

const cocina = inCategory(5, [
  {
    kind: 'Pava eléctrica', brand: 'Atma', model: 'PE8020', variant: '1,7 L', listPrice: 34_999, stock: 30, images: 2, highlighted: true,
    blurb: 'Con selector de temperatura para el mate: corta sola cuando el agua llega al punto justo.',
    specs: [['Capacidad', '1,7 L'], ['Potencia', '2200 W'], ['Temperaturas', '5 niveles, ideal para mate'], ['Seguridad', 'Corte automático']],
  },
  {
    kind: 'Freidora de aire', brand: 'Philips', model: 'HD9200', variant: '4,1 L', listPrice: 229_999, stock: 10, images: 3, highlighted: true,
    blurb: 'Comidas crocantes con hasta un 90 % menos de grasa, gracias a la tecnología Rapid Air.',
    specs: [['Capacidad', '4,1 L'], ['Potencia', '1400 W'], ['Temperatura', 'Hasta 200 °C'], ['Limpieza', 'Canasta apta para lavavajillas']],
  },
  {
    kind: 'Freidora de aire', brand: 'Atma', model: 'FR4030', variant: '4 L', listPrice: 129_999, stock: 0, images: 2,
    blurb: 'Panel digital con programas para papas, carnes y pescados, sin aceite.',
    specs: [['Capacidad', '4 L'], ['Potencia', '1500 W'], ['Programas', '8 automáticos'], ['Temporizador', 'Hasta 60 minutos']],
  },
  {
    kind: 'Licuadora', brand: 'Oster', model: '4655 Clásica', variant: '1,25 L', listPrice: 89_999, stock: 14, images: 2,
    blurb: 'El clásico vaso de vidrio refractario y motor reversible para licuados perfectos.',
    specs: [['Vaso', 'Vidrio refractario de 1,25 L'], ['Potencia', '600 W'], ['Velocidades', '2 y pulso'], ['Cuchilla', 'Acero inoxidable, 6 puntas']],
  },
  {
    kind: 'Batidora de mano', brand: 'Philips', model: 'HR3705', variant: '300 W', listPrice: 49_999, stock: 20, images: 1,
    blurb: 'Liviana y potente, con batidores y ganchos amasadores de acero inoxidable.',
    specs: [['Potencia', '300 W'], ['Velocidades', '5 y turbo'], ['Accesorios', 'Batidores y ganchos'], ['Peso', '1 kg']],
  },
  {
    kind: 'Cafetera de filtro', brand: 'Philips', model: 'HD7432', variant: '1,2 L', listPrice: 59_999, stock: 17, images: 2,
    blurb: 'Hasta 15 tazas de café recién hecho, con sistema antigoteo.',
    specs: [['Capacidad', '1,2 L, hasta 15 tazas'], ['Potencia', '1000 W'], ['Filtro', 'Permanente, lavable'], ['Extra', 'Sistema antigoteo']],
  },
  {
    kind: 'Cafetera espresso', brand: 'Oster', model: 'BVSTEM4188', variant: 'Plata', listPrice: 249_999, stock: 5, images: 3,
    blurb: 'Espresso, capuchino y latte en casa, con espumador de leche automático.',
    specs: [['Presión', '15 bares'], ['Depósito', '1,5 L'], ['Espumador', 'Automático'], ['Cápsulas', 'Café molido o cápsulas']],
  },
  {
    kind: 'Tostadora', brand: 'Liliana', model: 'AT920', variant: 'Acero', listPrice: 39_999, stock: 25, images: 1,
    blurb: 'Dos ranuras anchas para pan de campo, siete niveles de tostado y descongelado.',
    specs: [['Ranuras', '2, extra anchas'], ['Potencia', '850 W'], ['Niveles', '7 de tostado'], ['Funciones', 'Descongelar y recalentar']],
  },
  {
    kind: 'Microondas', brand: 'Atma', model: 'MD1720N', variant: '20 L', listPrice: 179_999, stock: 8, images: 2,
    blurb: 'Panel digital con menús automáticos y función descongelar por peso.',
    specs: [['Capacidad', '20 L'], ['Potencia', '700 W'], ['Menús', '8 automáticos'], ['Extra', 'Traba de seguridad para niños']],
  },
  {
    kind: 'Procesadora', brand: 'Liliana', model: 'AP400 Multipro', variant: '', listPrice: 99_999, stock: 11, images: 0,
    blurb: 'Pica, ralla, rebana y amasa con un solo equipo y sus cinco accesorios.',
    specs: [['Potencia', '600 W'], ['Bowl', '1,5 L'], ['Accesorios', '5 discos y cuchillas'], ['Velocidades', '2 y pulso']],
  },
  {
    kind: 'Exprimidor', brand: 'Liliana', model: 'AE700', variant: '', listPrice: 29_999, stock: 30, images: 1,
    blurb: 'Conos intercambiables para limones y naranjas, con giro en ambos sentidos.',
    specs: [['Potencia', '40 W'], ['Jarra', '1 L'], ['Conos', '2 intercambiables'], ['Extra', 'Tapa antipolvo']],
  },
  {
    kind: 'Horno eléctrico', brand: 'Atma', model: 'HGA4221P', variant: '42 L', listPrice: 219_999, stock: 6, images: 2,
    blurb: 'Doble anafe, convección y spiedo: cocina completa en la mesada.',
    specs: [['Capacidad', '42 L'], ['Potencia', '1800 W'], ['Funciones', 'Convección y spiedo'], ['Anafes', '2 eléctricos']],
  },
]);

const hogar = inCategory(6, [
  {
    kind: 'Ventilador de pie', brand: 'Liliana', model: 'VPRE20', variant: '20"', listPrice: 89_999, stock: 18, images: 2, highlighted: true,
    blurb: 'Cinco aspas de metal, tres velocidades y altura regulable para el verano.',
    specs: [['Diámetro', '20"'], ['Potencia', '90 W'], ['Velocidades', '3'], ['Aspas', '5, metálicas']],
  },
  {
    kind: 'Ventilador turbo', brand: 'Liliana', model: 'VTF18P', variant: '18"', listPrice: 69_999, stock: 22, images: 1,
    blurb: 'Potente y estable, para piso o pared, con cabezal orientable.',
    specs: [['Diámetro', '18"'], ['Potencia', '100 W'], ['Velocidades', '3'], ['Instalación', 'Piso o pared']],
  },
  {
    kind: 'Robot aspirador', brand: 'Xiaomi', model: 'Robot Vacuum E10', variant: 'Blanco', listPrice: 299_999, stock: 9, images: 3, highlighted: true,
    blurb: 'Aspira y trapea solo, con control desde el celular y programación por horarios.',
    specs: [['Succión', '4000 Pa'], ['Funciones', 'Aspira y trapea'], ['Control', 'App Xiaomi Home y por voz'], ['Autonomía', 'Hasta 110 minutos']],
  },
  {
    kind: 'Robot aspirador', brand: 'Xiaomi', model: 'Robot Vacuum S20', variant: 'Negro', listPrice: 399_999, stock: 0, images: 2,
    blurb: 'Navegación láser que mapea la casa y limpia por habitaciones.',
    specs: [['Succión', '5000 Pa'], ['Navegación', 'Láser LDS'], ['Funciones', 'Aspira y trapea'], ['Autonomía', 'Hasta 170 minutos']],
  },
  {
    kind: 'Robot aspirador', brand: 'Samsung', model: 'Jet Bot VR30T', variant: 'Gris', listPrice: 699_999, stock: 3, images: 2,
    blurb: 'Sensores inteligentes que detectan obstáculos y escalones, con control por SmartThings.',
    specs: [['Navegación', 'Sensores LiDAR'], ['Control', 'SmartThings'], ['Filtro', 'Multicapa'], ['Autonomía', 'Hasta 90 minutos']],
  },
  {
    kind: 'Plancha a vapor', brand: 'Philips', model: 'DST5030', variant: '2400 W', listPrice: 79_999, stock: 20, images: 2,
    blurb: 'Suela SteamGlide que se desliza sin esfuerzo y golpe de vapor de 180 g.',
    specs: [['Potencia', '2400 W'], ['Suela', 'SteamGlide'], ['Golpe de vapor', '180 g'], ['Extra', 'Antigoteo y antisarro']],
  },
  {
    kind: 'Plancha a vapor', brand: 'Atma', model: 'PA8120', variant: '1200 W', listPrice: 29_999, stock: 35, images: 1,
    blurb: 'Vapor continuo y rocío para las arrugas más difíciles.',
    specs: [['Potencia', '1200 W'], ['Suela', 'Antiadherente'], ['Funciones', 'Vapor, rocío y seco'], ['Depósito', '200 ml']],
  },
  {
    kind: 'Plancha seca', brand: 'Liliana', model: 'PP400', variant: '1000 W', listPrice: 19_999, stock: 28, images: 0,
    blurb: 'Simple y liviana, con suela antiadherente y control de temperatura.',
    specs: [['Potencia', '1000 W'], ['Suela', 'Antiadherente'], ['Control', 'Termostato regulable'], ['Peso', '0,9 kg']],
  },
  {
    kind: 'Caloventor', brand: 'Liliana', model: 'CFH540', variant: '2000 W', listPrice: 49_999, stock: 16, images: 2,
    blurb: 'Calor inmediato con dos niveles de potencia y función ventilador para el verano.',
    specs: [['Potencia', '1000 / 2000 W'], ['Funciones', 'Calor y ventilador'], ['Seguridad', 'Corte por sobrecalentamiento'], ['Termostato', 'Regulable']],
  },
  {
    kind: 'Caloventor', brand: 'Atma', model: 'CA8403', variant: '2000 W', listPrice: 39_999, stock: 12, images: 1,
    blurb: 'Compacto y silencioso, para calefaccionar ambientes chicos en minutos.',
    specs: [['Potencia', '2000 W'], ['Niveles', '2'], ['Seguridad', 'Corte por sobrecalentamiento'], ['Extra', 'Manija para transportar']],
  },
  {
    kind: 'Purificador de aire', brand: 'Xiaomi', model: 'Smart Air Purifier 4 Compact', variant: '', listPrice: 249_999, stock: 6, images: 2,
    blurb: 'Filtro de tres capas que retiene el 99,97 % de las partículas, con control desde la app.',
    specs: [['Superficie', 'Hasta 27 m²'], ['Filtro', 'HEPA de 3 capas'], ['Control', 'App Xiaomi Home'], ['Ruido', 'Desde 32 dB']],
  },
  {
    kind: 'Ventilador de pared', brand: 'Atma', model: 'VPA1820', variant: '18"', listPrice: 59_999, stock: 14, images: 2,
    blurb: 'Oscilante, con control remoto y tres velocidades, sin ocupar lugar en el piso.',
    specs: [['Diámetro', '18"'], ['Potencia', '70 W'], ['Velocidades', '3'], ['Control', 'Remoto']],
  },
]);

// Not offered to shoppers (inactive category, inactive brand): the catalogue must leave them out.
const hidden = [
  ...inCategory(7, [
    {
      kind: 'Joystick inalámbrico', brand: 'Sony', model: 'DualSense', variant: 'Blanco', listPrice: 149_999, stock: 10, images: 0, highlighted: true,
      blurb: 'Respuesta háptica y gatillos adaptables.',
      specs: [['Conectividad', 'Bluetooth y USB-C'], ['Batería', 'Recargable']],
    },
  ]),
  ...inCategory(3, [
    {
      kind: 'Parlante portátil', brand: 'Noblex', model: 'PSB500', variant: 'Negro', listPrice: 49_999, stock: 10, images: 0,
      blurb: 'Parlante Bluetooth con radio FM.',
      specs: [['Potencia', '10 W'], ['Radio', 'FM']],
    },
  ]),
];

/** The demo catalogue, in id order (ids 1..N). */
export const PRODUCTS: readonly ProductSeed[] = [...celulares, ...smartwatches, ...parlantes, ...auriculares, ...cocina, ...hogar, ...hidden];
