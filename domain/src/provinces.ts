export type Province = { id: number; name: string; cities: readonly string[] };

// The 23 provinces and the Ciudad Autónoma de Buenos Aires (by its barrios), each with its main
// cities: the suggestions of the guest address form (spec §2 Delivery).
export const PROVINCES: readonly Province[] = [
  { id: 1, name: 'Buenos Aires', cities: ['La Plata', 'Mar del Plata', 'Bahía Blanca', 'Quilmes', 'Lomas de Zamora', 'San Justo', 'Morón', 'Avellaneda', 'Lanús', 'San Isidro', 'Tigre', 'Pilar', 'Merlo', 'Moreno', 'Luján', 'Campana', 'Zárate', 'San Nicolás de los Arroyos', 'Pergamino', 'Junín', 'Tandil', 'Olavarría', 'Necochea', 'Azul'] },
  { id: 2, name: 'Ciudad Autónoma de Buenos Aires', cities: ['Agronomía', 'Almagro', 'Balvanera', 'Barracas', 'Belgrano', 'Boedo', 'Caballito', 'Chacarita', 'Coghlan', 'Colegiales', 'Constitución', 'Flores', 'Floresta', 'La Boca', 'La Paternal', 'Liniers', 'Mataderos', 'Monte Castro', 'Monserrat', 'Nueva Pompeya', 'Núñez', 'Palermo', 'Parque Avellaneda', 'Parque Chacabuco', 'Parque Chas', 'Parque Patricios', 'Puerto Madero', 'Recoleta', 'Retiro', 'Saavedra', 'San Cristóbal', 'San Nicolás', 'San Telmo', 'Vélez Sarsfield', 'Versalles', 'Villa Crespo', 'Villa del Parque', 'Villa Devoto', 'Villa General Mitre', 'Villa Lugano', 'Villa Luro', 'Villa Ortúzar', 'Villa Pueyrredón', 'Villa Real', 'Villa Riachuelo', 'Villa Santa Rita', 'Villa Soldati', 'Villa Urquiza'] },
  { id: 3, name: 'Catamarca', cities: ['San Fernando del Valle de Catamarca', 'Valle Viejo', 'Andalgalá', 'Belén', 'Tinogasta', 'Santa María', 'Recreo'] },
  { id: 4, name: 'Chaco', cities: ['Resistencia', 'Presidencia Roque Sáenz Peña', 'Barranqueras', 'Villa Ángela', 'Charata', 'General San Martín', 'Juan José Castelli'] },
  { id: 5, name: 'Chubut', cities: ['Rawson', 'Trelew', 'Comodoro Rivadavia', 'Puerto Madryn', 'Esquel', 'Sarmiento', 'Gaiman'] },
  { id: 6, name: 'Córdoba', cities: ['Córdoba', 'Río Cuarto', 'Villa María', 'San Francisco', 'Villa Carlos Paz', 'Alta Gracia', 'Río Tercero', 'Bell Ville', 'Jesús María', 'La Falda'] },
  { id: 7, name: 'Corrientes', cities: ['Corrientes', 'Goya', 'Paso de los Libres', 'Curuzú Cuatiá', 'Mercedes', 'Santo Tomé', 'Esquina'] },
  { id: 8, name: 'Entre Ríos', cities: ['Paraná', 'Concordia', 'Gualeguaychú', 'Concepción del Uruguay', 'Victoria', 'Villaguay', 'Colón', 'Chajarí'] },
  { id: 9, name: 'Formosa', cities: ['Formosa', 'Clorinda', 'Pirané', 'El Colorado', 'Las Lomitas', 'Ingeniero Juárez'] },
  { id: 10, name: 'Jujuy', cities: ['San Salvador de Jujuy', 'Palpalá', 'San Pedro de Jujuy', 'Libertador General San Martín', 'Perico', 'Humahuaca', 'Tilcara', 'La Quiaca'] },
  { id: 11, name: 'La Pampa', cities: ['Santa Rosa', 'General Pico', 'Toay', 'General Acha', 'Realicó', 'Eduardo Castex'] },
  { id: 12, name: 'La Rioja', cities: ['La Rioja', 'Chilecito', 'Aimogasta', 'Chamical', 'Chepes', 'Villa Unión'] },
  { id: 13, name: 'Mendoza', cities: ['Mendoza', 'Godoy Cruz', 'Guaymallén', 'Las Heras', 'Luján de Cuyo', 'Maipú', 'San Martín', 'San Rafael', 'Tunuyán', 'Malargüe'] },
  { id: 14, name: 'Misiones', cities: ['Posadas', 'Oberá', 'Eldorado', 'Puerto Iguazú', 'Garupá', 'Apóstoles', 'Leandro N. Alem'] },
  { id: 15, name: 'Neuquén', cities: ['Neuquén', 'Plottier', 'Centenario', 'Cutral Có', 'Zapala', 'San Martín de los Andes', 'Villa La Angostura', 'Junín de los Andes'] },
  { id: 16, name: 'Río Negro', cities: ['Viedma', 'San Carlos de Bariloche', 'General Roca', 'Cipolletti', 'Villa Regina', 'Allen', 'El Bolsón', 'San Antonio Oeste'] },
  { id: 17, name: 'Salta', cities: ['Salta', 'San Ramón de la Nueva Orán', 'Tartagal', 'General Güemes', 'Metán', 'Rosario de la Frontera', 'Cafayate'] },
  { id: 18, name: 'San Juan', cities: ['San Juan', 'Rivadavia', 'Rawson', 'Chimbas', 'Santa Lucía', 'Pocito', 'Caucete'] },
  { id: 19, name: 'San Luis', cities: ['San Luis', 'Villa Mercedes', 'Merlo', 'Juana Koslay', 'La Punta', 'Justo Daract'] },
  { id: 20, name: 'Santa Cruz', cities: ['Río Gallegos', 'Caleta Olivia', 'Pico Truncado', 'Puerto Deseado', 'El Calafate', 'Las Heras', 'Puerto San Julián'] },
  { id: 21, name: 'Santa Fe', cities: ['Santa Fe', 'Rosario', 'Rafaela', 'Venado Tuerto', 'Reconquista', 'Santo Tomé', 'Villa Gobernador Gálvez', 'Esperanza', 'Casilda'] },
  { id: 22, name: 'Santiago del Estero', cities: ['Santiago del Estero', 'La Banda', 'Termas de Río Hondo', 'Añatuya', 'Frías', 'Fernández'] },
  { id: 23, name: 'Tierra del Fuego', cities: ['Ushuaia', 'Río Grande', 'Tolhuin', 'Puerto Almanza', 'San Sebastián'] },
  { id: 24, name: 'Tucumán', cities: ['San Miguel de Tucumán', 'Yerba Buena', 'Tafí Viejo', 'Banda del Río Salí', 'Concepción', 'Aguilares', 'Famaillá', 'Monteros', 'Tafí del Valle'] },
];
