% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% 150 queries in scrambled order over an annotated disjunction per item
0.2::col(1, red); 0.3::col(1, green); 0.5::col(1, blue).
0.2::col(2, red); 0.3::col(2, green); 0.5::col(2, blue).
0.2::col(3, red); 0.3::col(3, green); 0.5::col(3, blue).
0.2::col(4, red); 0.3::col(4, green); 0.5::col(4, blue).
0.2::col(5, red); 0.3::col(5, green); 0.5::col(5, blue).
0.2::col(6, red); 0.3::col(6, green); 0.5::col(6, blue).
0.2::col(7, red); 0.3::col(7, green); 0.5::col(7, blue).
0.2::col(8, red); 0.3::col(8, green); 0.5::col(8, blue).
0.2::col(9, red); 0.3::col(9, green); 0.5::col(9, blue).
0.2::col(10, red); 0.3::col(10, green); 0.5::col(10, blue).
0.2::col(11, red); 0.3::col(11, green); 0.5::col(11, blue).
0.2::col(12, red); 0.3::col(12, green); 0.5::col(12, blue).
0.2::col(13, red); 0.3::col(13, green); 0.5::col(13, blue).
0.2::col(14, red); 0.3::col(14, green); 0.5::col(14, blue).
0.2::col(15, red); 0.3::col(15, green); 0.5::col(15, blue).
0.2::col(16, red); 0.3::col(16, green); 0.5::col(16, blue).
0.2::col(17, red); 0.3::col(17, green); 0.5::col(17, blue).
0.2::col(18, red); 0.3::col(18, green); 0.5::col(18, blue).
0.2::col(19, red); 0.3::col(19, green); 0.5::col(19, blue).
0.2::col(20, red); 0.3::col(20, green); 0.5::col(20, blue).
0.2::col(21, red); 0.3::col(21, green); 0.5::col(21, blue).
0.2::col(22, red); 0.3::col(22, green); 0.5::col(22, blue).
0.2::col(23, red); 0.3::col(23, green); 0.5::col(23, blue).
0.2::col(24, red); 0.3::col(24, green); 0.5::col(24, blue).
0.2::col(25, red); 0.3::col(25, green); 0.5::col(25, blue).
0.2::col(26, red); 0.3::col(26, green); 0.5::col(26, blue).
0.2::col(27, red); 0.3::col(27, green); 0.5::col(27, blue).
0.2::col(28, red); 0.3::col(28, green); 0.5::col(28, blue).
0.2::col(29, red); 0.3::col(29, green); 0.5::col(29, blue).
0.2::col(30, red); 0.3::col(30, green); 0.5::col(30, blue).
0.2::col(31, red); 0.3::col(31, green); 0.5::col(31, blue).
0.2::col(32, red); 0.3::col(32, green); 0.5::col(32, blue).
0.2::col(33, red); 0.3::col(33, green); 0.5::col(33, blue).
0.2::col(34, red); 0.3::col(34, green); 0.5::col(34, blue).
0.2::col(35, red); 0.3::col(35, green); 0.5::col(35, blue).
0.2::col(36, red); 0.3::col(36, green); 0.5::col(36, blue).
0.2::col(37, red); 0.3::col(37, green); 0.5::col(37, blue).
0.2::col(38, red); 0.3::col(38, green); 0.5::col(38, blue).
0.2::col(39, red); 0.3::col(39, green); 0.5::col(39, blue).
0.2::col(40, red); 0.3::col(40, green); 0.5::col(40, blue).
0.2::col(41, red); 0.3::col(41, green); 0.5::col(41, blue).
0.2::col(42, red); 0.3::col(42, green); 0.5::col(42, blue).
0.2::col(43, red); 0.3::col(43, green); 0.5::col(43, blue).
0.2::col(44, red); 0.3::col(44, green); 0.5::col(44, blue).
0.2::col(45, red); 0.3::col(45, green); 0.5::col(45, blue).
0.2::col(46, red); 0.3::col(46, green); 0.5::col(46, blue).
0.2::col(47, red); 0.3::col(47, green); 0.5::col(47, blue).
0.2::col(48, red); 0.3::col(48, green); 0.5::col(48, blue).
0.2::col(49, red); 0.3::col(49, green); 0.5::col(49, blue).
0.2::col(50, red); 0.3::col(50, green); 0.5::col(50, blue).
0.2::col(51, red); 0.3::col(51, green); 0.5::col(51, blue).
0.2::col(52, red); 0.3::col(52, green); 0.5::col(52, blue).
0.2::col(53, red); 0.3::col(53, green); 0.5::col(53, blue).
0.2::col(54, red); 0.3::col(54, green); 0.5::col(54, blue).
0.2::col(55, red); 0.3::col(55, green); 0.5::col(55, blue).
0.2::col(56, red); 0.3::col(56, green); 0.5::col(56, blue).
0.2::col(57, red); 0.3::col(57, green); 0.5::col(57, blue).
0.2::col(58, red); 0.3::col(58, green); 0.5::col(58, blue).
0.2::col(59, red); 0.3::col(59, green); 0.5::col(59, blue).
0.2::col(60, red); 0.3::col(60, green); 0.5::col(60, blue).
0.2::col(61, red); 0.3::col(61, green); 0.5::col(61, blue).
0.2::col(62, red); 0.3::col(62, green); 0.5::col(62, blue).
0.2::col(63, red); 0.3::col(63, green); 0.5::col(63, blue).
0.2::col(64, red); 0.3::col(64, green); 0.5::col(64, blue).
0.2::col(65, red); 0.3::col(65, green); 0.5::col(65, blue).
0.2::col(66, red); 0.3::col(66, green); 0.5::col(66, blue).
0.2::col(67, red); 0.3::col(67, green); 0.5::col(67, blue).
0.2::col(68, red); 0.3::col(68, green); 0.5::col(68, blue).
0.2::col(69, red); 0.3::col(69, green); 0.5::col(69, blue).
0.2::col(70, red); 0.3::col(70, green); 0.5::col(70, blue).
0.2::col(71, red); 0.3::col(71, green); 0.5::col(71, blue).
0.2::col(72, red); 0.3::col(72, green); 0.5::col(72, blue).
0.2::col(73, red); 0.3::col(73, green); 0.5::col(73, blue).
0.2::col(74, red); 0.3::col(74, green); 0.5::col(74, blue).
0.2::col(75, red); 0.3::col(75, green); 0.5::col(75, blue).
0.2::col(76, red); 0.3::col(76, green); 0.5::col(76, blue).
0.2::col(77, red); 0.3::col(77, green); 0.5::col(77, blue).
0.2::col(78, red); 0.3::col(78, green); 0.5::col(78, blue).
0.2::col(79, red); 0.3::col(79, green); 0.5::col(79, blue).
0.2::col(80, red); 0.3::col(80, green); 0.5::col(80, blue).
0.2::col(81, red); 0.3::col(81, green); 0.5::col(81, blue).
0.2::col(82, red); 0.3::col(82, green); 0.5::col(82, blue).
0.2::col(83, red); 0.3::col(83, green); 0.5::col(83, blue).
0.2::col(84, red); 0.3::col(84, green); 0.5::col(84, blue).
0.2::col(85, red); 0.3::col(85, green); 0.5::col(85, blue).
0.2::col(86, red); 0.3::col(86, green); 0.5::col(86, blue).
0.2::col(87, red); 0.3::col(87, green); 0.5::col(87, blue).
0.2::col(88, red); 0.3::col(88, green); 0.5::col(88, blue).
0.2::col(89, red); 0.3::col(89, green); 0.5::col(89, blue).
0.2::col(90, red); 0.3::col(90, green); 0.5::col(90, blue).
0.2::col(91, red); 0.3::col(91, green); 0.5::col(91, blue).
0.2::col(92, red); 0.3::col(92, green); 0.5::col(92, blue).
0.2::col(93, red); 0.3::col(93, green); 0.5::col(93, blue).
0.2::col(94, red); 0.3::col(94, green); 0.5::col(94, blue).
0.2::col(95, red); 0.3::col(95, green); 0.5::col(95, blue).
0.2::col(96, red); 0.3::col(96, green); 0.5::col(96, blue).
0.2::col(97, red); 0.3::col(97, green); 0.5::col(97, blue).
0.2::col(98, red); 0.3::col(98, green); 0.5::col(98, blue).
0.2::col(99, red); 0.3::col(99, green); 0.5::col(99, blue).
0.2::col(100, red); 0.3::col(100, green); 0.5::col(100, blue).
0.2::col(101, red); 0.3::col(101, green); 0.5::col(101, blue).
0.2::col(102, red); 0.3::col(102, green); 0.5::col(102, blue).
0.2::col(103, red); 0.3::col(103, green); 0.5::col(103, blue).
0.2::col(104, red); 0.3::col(104, green); 0.5::col(104, blue).
0.2::col(105, red); 0.3::col(105, green); 0.5::col(105, blue).
0.2::col(106, red); 0.3::col(106, green); 0.5::col(106, blue).
0.2::col(107, red); 0.3::col(107, green); 0.5::col(107, blue).
0.2::col(108, red); 0.3::col(108, green); 0.5::col(108, blue).
0.2::col(109, red); 0.3::col(109, green); 0.5::col(109, blue).
0.2::col(110, red); 0.3::col(110, green); 0.5::col(110, blue).
0.2::col(111, red); 0.3::col(111, green); 0.5::col(111, blue).
0.2::col(112, red); 0.3::col(112, green); 0.5::col(112, blue).
0.2::col(113, red); 0.3::col(113, green); 0.5::col(113, blue).
0.2::col(114, red); 0.3::col(114, green); 0.5::col(114, blue).
0.2::col(115, red); 0.3::col(115, green); 0.5::col(115, blue).
0.2::col(116, red); 0.3::col(116, green); 0.5::col(116, blue).
0.2::col(117, red); 0.3::col(117, green); 0.5::col(117, blue).
0.2::col(118, red); 0.3::col(118, green); 0.5::col(118, blue).
0.2::col(119, red); 0.3::col(119, green); 0.5::col(119, blue).
0.2::col(120, red); 0.3::col(120, green); 0.5::col(120, blue).
0.2::col(121, red); 0.3::col(121, green); 0.5::col(121, blue).
0.2::col(122, red); 0.3::col(122, green); 0.5::col(122, blue).
0.2::col(123, red); 0.3::col(123, green); 0.5::col(123, blue).
0.2::col(124, red); 0.3::col(124, green); 0.5::col(124, blue).
0.2::col(125, red); 0.3::col(125, green); 0.5::col(125, blue).
0.2::col(126, red); 0.3::col(126, green); 0.5::col(126, blue).
0.2::col(127, red); 0.3::col(127, green); 0.5::col(127, blue).
0.2::col(128, red); 0.3::col(128, green); 0.5::col(128, blue).
0.2::col(129, red); 0.3::col(129, green); 0.5::col(129, blue).
0.2::col(130, red); 0.3::col(130, green); 0.5::col(130, blue).
0.2::col(131, red); 0.3::col(131, green); 0.5::col(131, blue).
0.2::col(132, red); 0.3::col(132, green); 0.5::col(132, blue).
0.2::col(133, red); 0.3::col(133, green); 0.5::col(133, blue).
0.2::col(134, red); 0.3::col(134, green); 0.5::col(134, blue).
0.2::col(135, red); 0.3::col(135, green); 0.5::col(135, blue).
0.2::col(136, red); 0.3::col(136, green); 0.5::col(136, blue).
0.2::col(137, red); 0.3::col(137, green); 0.5::col(137, blue).
0.2::col(138, red); 0.3::col(138, green); 0.5::col(138, blue).
0.2::col(139, red); 0.3::col(139, green); 0.5::col(139, blue).
0.2::col(140, red); 0.3::col(140, green); 0.5::col(140, blue).
0.2::col(141, red); 0.3::col(141, green); 0.5::col(141, blue).
0.2::col(142, red); 0.3::col(142, green); 0.5::col(142, blue).
0.2::col(143, red); 0.3::col(143, green); 0.5::col(143, blue).
0.2::col(144, red); 0.3::col(144, green); 0.5::col(144, blue).
0.2::col(145, red); 0.3::col(145, green); 0.5::col(145, blue).
0.2::col(146, red); 0.3::col(146, green); 0.5::col(146, blue).
0.2::col(147, red); 0.3::col(147, green); 0.5::col(147, blue).
0.2::col(148, red); 0.3::col(148, green); 0.5::col(148, blue).
0.2::col(149, red); 0.3::col(149, green); 0.5::col(149, blue).
0.2::col(150, red); 0.3::col(150, green); 0.5::col(150, blue).
warm(I) :- col(I, red).
warm(I) :- col(I, green), I mod 3 =:= 0.
query(warm(102)).
query(warm(11)).
query(warm(36)).
query(warm(15)).
query(warm(85)).
query(warm(125)).
query(warm(104)).
query(warm(45)).
query(warm(48)).
query(warm(59)).
query(warm(142)).
query(warm(106)).
query(warm(25)).
query(warm(91)).
query(warm(135)).
query(warm(149)).
query(warm(60)).
query(warm(35)).
query(warm(93)).
query(warm(150)).
query(warm(65)).
query(warm(124)).
query(warm(31)).
query(warm(71)).
query(warm(68)).
query(warm(5)).
query(warm(32)).
query(warm(86)).
query(warm(103)).
query(warm(51)).
query(warm(37)).
query(warm(21)).
query(warm(20)).
query(warm(42)).
query(warm(127)).
query(warm(88)).
query(warm(10)).
query(warm(63)).
query(warm(134)).
query(warm(97)).
query(warm(144)).
query(warm(148)).
query(warm(116)).
query(warm(109)).
query(warm(141)).
query(warm(79)).
query(warm(114)).
query(warm(7)).
query(warm(55)).
query(warm(122)).
query(warm(95)).
query(warm(69)).
query(warm(74)).
query(warm(90)).
query(warm(30)).
query(warm(53)).
query(warm(16)).
query(warm(67)).
query(warm(75)).
query(warm(13)).
query(warm(82)).
query(warm(12)).
query(warm(132)).
query(warm(6)).
query(warm(58)).
query(warm(2)).
query(warm(49)).
query(warm(99)).
query(warm(138)).
query(warm(73)).
query(warm(52)).
query(warm(83)).
query(warm(117)).
query(warm(33)).
query(warm(147)).
query(warm(23)).
query(warm(61)).
query(warm(107)).
query(warm(133)).
query(warm(111)).
query(warm(62)).
query(warm(84)).
query(warm(46)).
query(warm(40)).
query(warm(94)).
query(warm(44)).
query(warm(108)).
query(warm(77)).
query(warm(119)).
query(warm(76)).
query(warm(78)).
query(warm(101)).
query(warm(43)).
query(warm(9)).
query(warm(34)).
query(warm(128)).
query(warm(113)).
query(warm(54)).
query(warm(131)).
query(warm(3)).
query(warm(39)).
query(warm(50)).
query(warm(110)).
query(warm(89)).
query(warm(24)).
query(warm(118)).
query(warm(81)).
query(warm(87)).
query(warm(70)).
query(warm(26)).
query(warm(129)).
query(warm(38)).
query(warm(115)).
query(warm(146)).
query(warm(22)).
query(warm(28)).
query(warm(130)).
query(warm(137)).
query(warm(140)).
query(warm(112)).
query(warm(1)).
query(warm(123)).
query(warm(17)).
query(warm(57)).
query(warm(126)).
query(warm(80)).
query(warm(18)).
query(warm(19)).
query(warm(143)).
query(warm(100)).
query(warm(47)).
query(warm(72)).
query(warm(105)).
query(warm(56)).
query(warm(4)).
query(warm(139)).
query(warm(27)).
query(warm(98)).
query(warm(145)).
query(warm(121)).
query(warm(96)).
query(warm(29)).
query(warm(41)).
query(warm(14)).
query(warm(64)).
query(warm(120)).
query(warm(8)).
query(warm(136)).
query(warm(92)).
query(warm(66)).
