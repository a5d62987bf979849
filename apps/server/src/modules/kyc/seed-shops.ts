/** Branches offered as the nearest branch (spec 3: the Pasay branch first, the default). */
export const KYC_SHOPS = [
  { id: 1001, address: 'PisoPlay Pasay, Macapagal Blvd cor. EDSA Ext., Pasay City, Metro Manila' },
  {
    id: 1002,
    address: 'PisoPlay Makati, Ayala Ave cor. Paseo de Roxas, Makati City, Metro Manila',
  },
  {
    id: 1003,
    address: 'PisoPlay Quezon City, Timog Ave, South Triangle, Quezon City, Metro Manila',
  },
  { id: 1004, address: 'PisoPlay Taguig, 5th Ave, Bonifacio Global City, Taguig, Metro Manila' },
  { id: 1005, address: 'PisoPlay Cebu, Archbishop Reyes Ave, Cebu Business Park, Cebu City' },
  { id: 1006, address: 'PisoPlay Davao, J.P. Laurel Ave, Bajada, Davao City' },
  { id: 1007, address: 'PisoPlay Iloilo, Diversion Rd, Mandurriao, Iloilo City' },
  { id: 1008, address: 'PisoPlay Baguio, Session Rd, Baguio City, Benguet' },
  { id: 1009, address: 'PisoPlay Cagayan de Oro, Corrales Ave, Cagayan de Oro City' },
  { id: 1010, address: 'PisoPlay Angeles, MacArthur Hwy, Balibago, Angeles City, Pampanga' },
] as const;
