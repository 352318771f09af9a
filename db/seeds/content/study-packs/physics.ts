/**
 * Physics study packs of the Thanaweya Amma curriculum: mechanics (first secondary), waves, light, fluids and
 * gases (second secondary), electricity, magnetism, induction and modern physics (third secondary).
 */
import { bilingualPoints, type StudyPackSeed } from './study-pack-seed';

export const physicsPacks: StudyPackSeed[] = [
  {
    id: 'phys-linear-motion',
    subject: 'physics',
    category: 'physics',
    level: 'grade10',
    icon: '🚗',
    title: { ar: 'الحركة في خط مستقيم والمقذوفات', en: 'Motion in a straight line and projectiles' },
    points: bilingualPoints([
      [
        'المسافة كمية قياسية (طول المسار)، والإزاحة كمية متجهة: أقصر مسافة بين نقطتي البداية والنهاية في اتجاه معين.',
        'Distance is a scalar (length of the path); displacement is a vector: the shortest distance from the start point to the end point in a given direction.',
      ],
      [
        'السرعة المتوسطة = المسافة الكلية ÷ الزمن الكلي، والسرعة المتجهة $v = \\frac{\\Delta x}{\\Delta t}$ وتقاس بوحدة $\\mathrm{m/s}$.',
        'Average speed = total distance ÷ total time, and velocity $v = \\frac{\\Delta x}{\\Delta t}$, measured in $\\mathrm{m/s}$.',
      ],
      [
        'العجلة معدل تغير السرعة $a = \\frac{\\Delta v}{\\Delta t}$ وتقاس بوحدة $\\mathrm{m/s^2}$، وتكون سالبة (تقصيرية) عندما تتناقص السرعة.',
        'Acceleration is the rate of change of velocity $a = \\frac{\\Delta v}{\\Delta t}$, measured in $\\mathrm{m/s^2}$; it is negative (deceleration) when the speed decreases.',
      ],
      [
        'المعادلة الأولى للحركة بعجلة منتظمة: $v_f = v_i + at$.',
        'First equation of uniformly accelerated motion: $v_f = v_i + at$.',
      ],
      [
        'المعادلة الثانية: $d = v_i t + \\frac{1}{2}at^2$.',
        'Second equation: $d = v_i t + \\frac{1}{2}at^2$.',
      ],
      [
        'المعادلة الثالثة: $v_f^2 = v_i^2 + 2ad$.',
        'Third equation: $v_f^2 = v_i^2 + 2ad$.',
      ],
      [
        'السقوط الحر: تسقط كل الأجسام بنفس العجلة $g \\approx 9.8\\,\\mathrm{m/s^2}$ بإهمال مقاومة الهواء، ونعوض في معادلات الحركة بـ $a = g$.',
        'Free fall: all bodies fall with the same acceleration $g \\approx 9.8\\,\\mathrm{m/s^2}$ when air resistance is neglected; substitute $a = g$ in the equations of motion.',
      ],
      [
        'ميل منحنى (الإزاحة-الزمن) = السرعة، وميل منحنى (السرعة-الزمن) = العجلة، والمساحة تحت منحنى (السرعة-الزمن) = الإزاحة.',
        'The slope of the displacement–time graph is the velocity, the slope of the velocity–time graph is the acceleration, and the area under the velocity–time graph is the displacement.',
      ],
      [
        'المقذوف بزاوية $\\theta$: المركبة الأفقية للسرعة $v_i\\cos\\theta$ ثابتة، والمركبة الرأسية $v_i\\sin\\theta$ تتغير بعجلة الجاذبية، وتنعدم السرعة الرأسية عند أقصى ارتفاع.',
        'A projectile launched at angle $\\theta$: the horizontal velocity component $v_i\\cos\\theta$ is constant, the vertical component $v_i\\sin\\theta$ changes with gravitational acceleration, and the vertical velocity is zero at the maximum height.',
      ],
      [
        'المدى الأفقي للمقذوف $R = \\frac{v_i^2 \\sin 2\\theta}{g}$، ويكون أكبر ما يمكن عند زاوية $45^\\circ$.',
        'The horizontal range of a projectile is $R = \\frac{v_i^2 \\sin 2\\theta}{g}$, greatest at an angle of $45^\\circ$.',
      ],
    ]),
  },
  {
    id: 'phys-newton-laws',
    subject: 'physics',
    category: 'physics',
    level: 'grade10',
    icon: '🍎',
    title: { ar: 'القوة وقوانين نيوتن والحركة الدائرية', en: "Force, Newton's laws and circular motion" },
    points: bilingualPoints([
      [
        'القوة مؤثر يغير أو يحاول أن يغير من الحالة الحركية للجسم، وهي كمية متجهة تقاس بالنيوتن $1\\,\\mathrm{N} = 1\\,\\mathrm{kg \\cdot m/s^2}$.',
        'A force is an influence that changes or tends to change the state of motion of a body; it is a vector measured in newtons, $1\\,\\mathrm{N} = 1\\,\\mathrm{kg \\cdot m/s^2}$.',
      ],
      [
        'قانون نيوتن الأول (القصور الذاتي): يظل الجسم على حالته من السكون أو الحركة بسرعة منتظمة في خط مستقيم ما لم تؤثر عليه قوة محصلة تغير من حالته.',
        "Newton's first law (inertia): a body stays at rest or in uniform motion in a straight line unless a resultant force changes its state.",
      ],
      [
        'القصور الذاتي ممانعة الجسم لتغيير حالته الحركية، والكتلة مقياس له؛ لذلك يُستخدم حزام الأمان في السيارات.',
        'Inertia is the tendency of a body to resist a change in its motion, and mass is its measure; that is why cars have seat belts.',
      ],
      [
        'قانون نيوتن الثاني: $\\sum F = ma$، والعجلة في اتجاه القوة المحصلة.',
        "Newton's second law: $\\sum F = ma$, and the acceleration is in the direction of the resultant force.",
      ],
      [
        'الوزن قوة جذب الأرض للجسم $W = mg$؛ الكتلة ثابتة بينما يتغير الوزن بتغير عجلة الجاذبية.',
        "Weight is the Earth's pull on a body, $W = mg$; mass is constant while weight changes with the gravitational acceleration.",
      ],
      [
        'قانون نيوتن الثالث: لكل فعل رد فعل مساوٍ له في المقدار ومضاد له في الاتجاه، وهما يؤثران على جسمين مختلفين فلا يلغي أحدهما الآخر.',
        "Newton's third law: for every action there is an equal and opposite reaction; they act on two different bodies, so they do not cancel each other.",
      ],
      [
        'كمية الحركة $p = mv$، والقوة المحصلة = معدل تغير كمية الحركة $F = \\frac{\\Delta p}{\\Delta t}$، والدفع $F\\Delta t = \\Delta p$.',
        'Momentum is $p = mv$; the resultant force equals the rate of change of momentum, $F = \\frac{\\Delta p}{\\Delta t}$, and the impulse is $F\\Delta t = \\Delta p$.',
      ],
      [
        'في الحركة الدائرية المنتظمة تكون القوة الجاذبة المركزية $F_c = \\frac{mv^2}{r}$ نحو المركز، والعجلة المركزية $a_c = \\frac{v^2}{r}$، والسرعة المماسية $v = \\frac{2\\pi r}{T}$.',
        'In uniform circular motion the centripetal force $F_c = \\frac{mv^2}{r}$ points to the centre, the centripetal acceleration is $a_c = \\frac{v^2}{r}$ and the tangential speed is $v = \\frac{2\\pi r}{T}$.',
      ],
      [
        'قانون الجذب العام لنيوتن: $F = G\\frac{m_1 m_2}{r^2}$ حيث $G = 6.67 \\times 10^{-11}\\,\\mathrm{N \\cdot m^2/kg^2}$.',
        "Newton's law of universal gravitation: $F = G\\frac{m_1 m_2}{r^2}$, where $G = 6.67 \\times 10^{-11}\\,\\mathrm{N \\cdot m^2/kg^2}$.",
      ],
      [
        'سرعة القمر الصناعي في مداره $v = \\sqrt{\\frac{GM}{r}}$، حيث $M$ كتلة الكوكب و$r$ نصف قطر المدار، ولا تتوقف على كتلة القمر الصناعي.',
        "A satellite's orbital speed is $v = \\sqrt{\\frac{GM}{r}}$, where $M$ is the planet's mass and $r$ the orbit radius; it does not depend on the satellite's mass.",
      ],
    ]),
  },
  {
    id: 'phys-work-energy',
    subject: 'physics',
    category: 'physics',
    level: 'grade10',
    icon: '🏋️',
    title: { ar: 'الشغل والطاقة والقدرة', en: 'Work, energy and power' },
    points: bilingualPoints([
      [
        'الشغل $W = Fd\\cos\\theta$ ويقاس بالجول، وينعدم عندما تكون القوة عمودية على الإزاحة.',
        'Work $W = Fd\\cos\\theta$ is measured in joules and is zero when the force is perpendicular to the displacement.',
      ],
      [
        'طاقة الحركة $KE = \\frac{1}{2}mv^2$، فمضاعفة السرعة تضاعف طاقة الحركة أربع مرات.',
        'Kinetic energy $KE = \\frac{1}{2}mv^2$, so doubling the speed makes the kinetic energy four times larger.',
      ],
      [
        'طاقة الوضع (التثاقلية) $PE = mgh$، والشغل المبذول ضد الجاذبية لرفع جسم $mgh$ لا يتوقف على المسار.',
        'Gravitational potential energy $PE = mgh$; the work done against gravity to lift a body is $mgh$ whatever the path.',
      ],
      [
        'نظرية الشغل والطاقة: الشغل المحصل المبذول على جسم = التغير في طاقة حركته $W = \\Delta KE$.',
        'Work–energy theorem: the net work done on a body equals the change in its kinetic energy, $W = \\Delta KE$.',
      ],
      [
        'الطاقة الميكانيكية = طاقة الوضع + طاقة الحركة، وتظل ثابتة في غياب الاحتكاك؛ فالجسم الساقط يفقد من طاقة وضعه قدر ما يكتسب من طاقة حركة.',
        'Mechanical energy = potential energy + kinetic energy and stays constant without friction; a falling body loses as much potential energy as it gains kinetic energy.',
      ],
      [
        'قانون بقاء الطاقة: الطاقة لا تفنى ولا تستحدث من العدم، وإنما تتحول من صورة إلى أخرى.',
        'Law of conservation of energy: energy is neither created nor destroyed, only converted from one form to another.',
      ],
      [
        'القدرة معدل بذل الشغل $P = \\frac{W}{t} = Fv$ وتقاس بالوات ($1\\,\\mathrm{W} = 1\\,\\mathrm{J/s}$)، والحصان الميكانيكي $\\approx 746\\,\\mathrm{W}$.',
        'Power is the rate of doing work, $P = \\frac{W}{t} = Fv$, measured in watts ($1\\,\\mathrm{W} = 1\\,\\mathrm{J/s}$); one horsepower $\\approx 746\\,\\mathrm{W}$.',
      ],
      [
        'الكفاءة = (الطاقة الناتجة المفيدة ÷ الطاقة المبذولة) × 100، وهي دائمًا أقل من 100 بسبب الفقد في الاحتكاك والحرارة.',
        'Efficiency = (useful energy output ÷ energy input) × 100; it is always below 100 because of losses to friction and heat.',
      ],
      [
        'الكيلووات ساعة وحدة طاقة: $1\\,\\mathrm{kWh} = 3.6 \\times 10^6\\,\\mathrm{J}$.',
        'The kilowatt-hour is a unit of energy: $1\\,\\mathrm{kWh} = 3.6 \\times 10^6\\,\\mathrm{J}$.',
      ],
    ]),
  },
  {
    id: 'phys-waves',
    subject: 'physics',
    category: 'physics',
    level: 'grade11',
    icon: '🌊',
    title: { ar: 'الحركة الموجية والصوت', en: 'Waves and sound' },
    points: bilingualPoints([
      [
        'الحركة الاهتزازية تتكرر على فترات زمنية متساوية؛ الزمن الدوري $T$ زمن اهتزازة كاملة، والتردد $f = \\frac{1}{T}$ ويقاس بالهرتز، والسعة أقصى إزاحة عن موضع السكون.',
        'Oscillatory motion repeats at equal time intervals; the period $T$ is the time of one complete oscillation, the frequency $f = \\frac{1}{T}$ is measured in hertz and the amplitude is the maximum displacement from rest.',
      ],
      [
        'الموجة اضطراب ينتشر وينقل الطاقة في اتجاه انتشاره دون أن ينقل جزيئات الوسط.',
        'A wave is a travelling disturbance that carries energy in its direction of travel without carrying the particles of the medium.',
      ],
      [
        'الموجات الميكانيكية تحتاج إلى وسط مادي مثل الصوت، والموجات الكهرومغناطيسية لا تحتاج إلى وسط وسرعتها في الفراغ $c = 3 \\times 10^8\\,\\mathrm{m/s}$.',
        'Mechanical waves need a material medium, such as sound; electromagnetic waves need none and travel in vacuum at $c = 3 \\times 10^8\\,\\mathrm{m/s}$.',
      ],
      [
        'الموجة المستعرضة تهتز فيها جزيئات الوسط عموديًّا على اتجاه الانتشار (قمم وقيعان)، والموجة الطولية تهتز فيها الجزيئات في اتجاه الانتشار (تضاغطات وتخلخلات) مثل الصوت.',
        'In a transverse wave the particles vibrate perpendicular to the direction of travel (crests and troughs); in a longitudinal wave they vibrate along it (compressions and rarefactions), as in sound.',
      ],
      [
        'العلاقة الأساسية للموجات $v = \\lambda f$ حيث $\\lambda$ الطول الموجي.',
        'The wave equation is $v = \\lambda f$, where $\\lambda$ is the wavelength.',
      ],
      [
        'ينتقل الصوت في الجوامد أسرع منه في السوائل، وفي السوائل أسرع منه في الغازات، وسرعته في الهواء نحو $340\\,\\mathrm{m/s}$، ولا ينتقل في الفراغ.',
        'Sound travels faster in solids than in liquids and faster in liquids than in gases; its speed in air is about $340\\,\\mathrm{m/s}$, and it cannot travel through a vacuum.',
      ],
      [
        'انعكاس الموجات: زاوية السقوط = زاوية الانعكاس، ومن تطبيقاته صدى الصوت.',
        'Reflection of waves: the angle of incidence equals the angle of reflection; the echo is one application.',
      ],
      [
        'التداخل البنّاء يحدث عندما يكون فرق المسير $= m\\lambda$، والتداخل الهدّام عندما يكون فرق المسير $= (m + \\frac{1}{2})\\lambda$.',
        'Constructive interference occurs when the path difference is $m\\lambda$, and destructive interference when it is $(m + \\frac{1}{2})\\lambda$.',
      ],
      [
        'الحيود انحناء الموجات عند مرورها خلال فتحة أو حول حاجز، ويكون واضحًا عندما يكون اتساع الفتحة مقاربًا للطول الموجي.',
        'Diffraction is the spreading of waves through an opening or around an obstacle; it is clear when the opening is comparable to the wavelength.',
      ],
      [
        'الموجات الموقوفة في وتر مشدود تتكون من عقد وبطون، والتردد الأساسي للوتر $f = \\frac{1}{2L}\\sqrt{\\frac{F_T}{\\mu}}$ حيث $F_T$ قوة الشد و$\\mu$ كتلة وحدة الأطوال.',
        'Standing waves on a stretched string consist of nodes and antinodes; the fundamental frequency is $f = \\frac{1}{2L}\\sqrt{\\frac{F_T}{\\mu}}$, where $F_T$ is the tension and $\\mu$ the mass per unit length.',
      ],
    ]),
  },
  {
    id: 'phys-light',
    subject: 'physics',
    category: 'physics',
    level: 'grade11',
    icon: '💡',
    title: { ar: 'الضوء: الانعكاس والانكسار والتداخل', en: 'Light: reflection, refraction and interference' },
    points: bilingualPoints([
      [
        'قانونا الانعكاس: زاوية السقوط = زاوية الانعكاس، والشعاع الساقط والشعاع المنعكس والعمود المقام تقع جميعها في مستوى واحد.',
        'Laws of reflection: the angle of incidence equals the angle of reflection, and the incident ray, the reflected ray and the normal all lie in one plane.',
      ],
      [
        'الانكسار تغير اتجاه الضوء عند انتقاله بين وسطين شفافين بسبب اختلاف سرعته فيهما.',
        'Refraction is the change in direction of light passing between two transparent media because its speed differs in them.',
      ],
      [
        'معامل الانكسار المطلق للوسط $n = \\frac{c}{v}$ حيث $c$ سرعة الضوء في الفراغ و$v$ سرعته في الوسط.',
        'The absolute refractive index of a medium is $n = \\frac{c}{v}$, where $c$ is the speed of light in vacuum and $v$ its speed in the medium.',
      ],
      [
        'قانون سنل: $n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$، فالضوء المنتقل إلى وسط أكبر كثافة ضوئية ينكسر مقتربًا من العمود.',
        "Snell's law: $n_1 \\sin\\theta_1 = n_2 \\sin\\theta_2$, so light entering an optically denser medium bends towards the normal.",
      ],
      [
        'الزاوية الحرجة $\\phi_c$ هي زاوية السقوط في الوسط الأكبر كثافة ضوئية التي تقابلها زاوية انكسار $90^\\circ$، و$\\sin\\phi_c = \\frac{1}{n}$ عند الانتقال إلى الهواء.',
        'The critical angle $\\phi_c$ is the angle of incidence in the optically denser medium for which the angle of refraction is $90^\\circ$; $\\sin\\phi_c = \\frac{1}{n}$ when the light passes into air.',
      ],
      [
        'الانعكاس الكلي يحدث عند انتقال الضوء من وسط أكبر كثافة ضوئية إلى وسط أقل بزاوية سقوط أكبر من الزاوية الحرجة، ومن تطبيقاته الألياف الضوئية والسراب وبريق الماس.',
        'Total internal reflection occurs when light goes from an optically denser to a less dense medium at an angle of incidence greater than the critical angle; optical fibres, mirages and the sparkle of diamonds are examples.',
      ],
      [
        'تجربة الشق المزدوج لتوماس يونج أثبتت الطبيعة الموجية للضوء، والمسافة بين هدبتين متتاليتين $\\Delta y = \\frac{\\lambda L}{d}$.',
        "Thomas Young's double-slit experiment proved the wave nature of light; the distance between two successive fringes is $\\Delta y = \\frac{\\lambda L}{d}$.",
      ],
      [
        'المنشور الثلاثي عند النهاية الصغرى للانحراف: $n = \\frac{\\sin\\frac{A + \\alpha_0}{2}}{\\sin\\frac{A}{2}}$ حيث $A$ زاوية رأس المنشور و$\\alpha_0$ زاوية النهاية الصغرى للانحراف.',
        'A triangular prism at minimum deviation: $n = \\frac{\\sin\\frac{A + \\alpha_0}{2}}{\\sin\\frac{A}{2}}$, where $A$ is the apex angle and $\\alpha_0$ the angle of minimum deviation.',
      ],
      [
        'زاوية انحراف المنشور الرقيق $\\alpha = A(n - 1)$.',
        'The deviation of a thin prism is $\\alpha = A(n - 1)$.',
      ],
      [
        'التفريق اللوني: يتحلل الضوء الأبيض في المنشور إلى ألوان الطيف لأن معامل الانكسار يختلف باختلاف الطول الموجي؛ اللون البنفسجي أكثر انحرافًا والأحمر أقل انحرافًا.',
        'Dispersion: a prism splits white light into the colours of the spectrum because the refractive index depends on wavelength; violet is deviated most and red least.',
      ],
    ]),
  },
  {
    id: 'phys-fluids',
    subject: 'physics',
    category: 'physics',
    level: 'grade11',
    icon: '🚢',
    title: { ar: 'الموائع: الضغط وقاعدتا باسكال وأرشميدس', en: "Fluids: pressure, Pascal's and Archimedes' principles" },
    points: bilingualPoints([
      [
        'الكثافة $\\rho = \\frac{m}{V}$ وتقاس بوحدة $\\mathrm{kg/m^3}$، والكثافة النسبية = كثافة المادة ÷ كثافة الماء.',
        'Density $\\rho = \\frac{m}{V}$ is measured in $\\mathrm{kg/m^3}$; relative density = density of the substance ÷ density of water.',
      ],
      [
        'الضغط $P = \\frac{F}{A}$ ويقاس بالباسكال ($1\\,\\mathrm{Pa} = 1\\,\\mathrm{N/m^2}$).',
        'Pressure $P = \\frac{F}{A}$ is measured in pascals ($1\\,\\mathrm{Pa} = 1\\,\\mathrm{N/m^2}$).',
      ],
      [
        'الضغط عند عمق $h$ في سائل ساكن $P = P_a + \\rho g h$، وهو متساوٍ عند جميع النقاط في مستوى أفقي واحد، ولا يتوقف على شكل الإناء أو مساحة قاعدته.',
        'The pressure at depth $h$ in a liquid at rest is $P = P_a + \\rho g h$; it is the same at all points on one horizontal level and does not depend on the shape or base area of the vessel.',
      ],
      [
        'الضغط الجوي المعتاد $\\approx 1.013 \\times 10^5\\,\\mathrm{Pa}$ ويعادل ضغط عمود من الزئبق ارتفاعه $76\\,\\mathrm{cm}$، ويقاس بالبارومتر الزئبقي (تورشيللي).',
        'Normal atmospheric pressure is $\\approx 1.013 \\times 10^5\\,\\mathrm{Pa}$, equal to the pressure of a mercury column $76\\,\\mathrm{cm}$ high, and is measured with the mercury barometer (Torricelli).',
      ],
      [
        'في الأنبوبة ذات الشعبتين المحتوية على سائلين لا يمتزجان: $\\rho_1 h_1 = \\rho_2 h_2$ حيث يقاس الارتفاعان من السطح الفاصل.',
        'In a U-tube holding two immiscible liquids, $\\rho_1 h_1 = \\rho_2 h_2$, with both heights measured from the interface.',
      ],
      [
        'قاعدة باسكال: الضغط المؤثر على سائل محبوس ينتقل بتمامه إلى جميع أجزاء السائل وجدران الإناء؛ وفي المكبس الهيدروليكي $\\frac{F}{f} = \\frac{A}{a}$.',
        "Pascal's principle: pressure applied to an enclosed liquid is transmitted undiminished to every part of the liquid and the vessel walls; in the hydraulic press $\\frac{F}{f} = \\frac{A}{a}$.",
      ],
      [
        'قاعدة أرشميدس: الجسم المغمور في مائع تؤثر عليه قوة دفع لأعلى تساوي وزن المائع المزاح $F_b = \\rho V g$ حيث $\\rho$ كثافة المائع و$V$ حجم الجزء المغمور.',
        "Archimedes' principle: a body immersed in a fluid feels an upthrust equal to the weight of fluid displaced, $F_b = \\rho V g$, where $\\rho$ is the fluid density and $V$ the immersed volume.",
      ],
      [
        'يطفو الجسم عندما يتساوى وزنه مع قوة الدفع، ويحدث ذلك إذا كانت كثافته المتوسطة أقل من كثافة المائع؛ وتغير الغواصة وزنها بملء خزاناتها بالماء أو تفريغها.',
        'A body floats when its weight equals the upthrust, which happens when its average density is less than that of the fluid; a submarine changes its weight by filling or emptying its ballast tanks.',
      ],
      [
        'معادلة الاستمرارية للسريان المستقر: $A_1 v_1 = A_2 v_2$، فتزداد سرعة السائل حيث يضيق الأنبوب.',
        'Continuity equation for steady flow: $A_1 v_1 = A_2 v_2$, so the liquid flows faster where the pipe narrows.',
      ],
      [
        'اللزوجة قوة احتكاك داخلي بين طبقات المائع تعوق حركتها، وتقل لزوجة السوائل بارتفاع درجة الحرارة.',
        'Viscosity is internal friction between the layers of a fluid that resists their motion; the viscosity of liquids decreases as the temperature rises.',
      ],
    ]),
  },
  {
    id: 'phys-gas-laws',
    subject: 'physics',
    category: 'physics',
    level: 'grade11',
    icon: '🎈',
    title: { ar: 'قوانين الغازات والنظرية الحركية', en: 'Gas laws and kinetic theory' },
    points: bilingualPoints([
      [
        'قانون بويل: عند ثبوت درجة الحرارة يتناسب حجم كمية معينة من الغاز عكسيًّا مع ضغطها: $P_1 V_1 = P_2 V_2$.',
        "Boyle's law: at constant temperature the volume of a fixed amount of gas is inversely proportional to its pressure: $P_1 V_1 = P_2 V_2$.",
      ],
      [
        'قانون شارل: عند ثبوت الضغط يتناسب الحجم طرديًّا مع درجة الحرارة المطلقة: $\\frac{V_1}{T_1} = \\frac{V_2}{T_2}$، ويزداد الحجم بمقدار $\\frac{1}{273}$ من حجمه عند $0^\\circ\\mathrm{C}$ لكل درجة.',
        "Charles's law: at constant pressure the volume is proportional to the absolute temperature: $\\frac{V_1}{T_1} = \\frac{V_2}{T_2}$; the volume grows by $\\frac{1}{273}$ of its value at $0^\\circ\\mathrm{C}$ per degree.",
      ],
      [
        'قانون الضغط (جولي): عند ثبوت الحجم يتناسب الضغط طرديًّا مع درجة الحرارة المطلقة: $\\frac{P_1}{T_1} = \\frac{P_2}{T_2}$.',
        "Pressure law (Jolly's): at constant volume the pressure is proportional to the absolute temperature: $\\frac{P_1}{T_1} = \\frac{P_2}{T_2}$.",
      ],
      [
        'التدريج المطلق (كلفن): $T = t + 273$، والصفر المطلق ($0\\,\\mathrm{K} = -273^\\circ\\mathrm{C}$) هو درجة الحرارة التي ينعدم عندها نظريًّا حجم الغاز وضغطه.',
        'The absolute (kelvin) scale: $T = t + 273$; absolute zero ($0\\,\\mathrm{K} = -273^\\circ\\mathrm{C}$) is the temperature at which the volume and pressure of a gas would theoretically vanish.',
      ],
      [
        'القانون العام للغازات $\\frac{P_1 V_1}{T_1} = \\frac{P_2 V_2}{T_2}$، ومعادلة الغاز المثالي $PV = nRT$ حيث $R = 8.31\\,\\mathrm{J/(mol \\cdot K)}$.',
        'The combined gas law is $\\frac{P_1 V_1}{T_1} = \\frac{P_2 V_2}{T_2}$, and the ideal gas equation is $PV = nRT$, where $R = 8.31\\,\\mathrm{J/(mol \\cdot K)}$.',
      ],
      [
        'فروض النظرية الحركية: جزيئات الغاز في حركة عشوائية مستمرة، وتصادماتها مرنة، وحجمها مهمل بالنسبة لحجم الإناء، ولا توجد قوى تجاذب بينها (الغاز المثالي).',
        'Kinetic theory assumptions: gas molecules move randomly and continuously, their collisions are elastic, their own volume is negligible compared with the container and there are no attractive forces between them (ideal gas).',
      ],
      [
        'ينشأ ضغط الغاز من تصادم جزيئاته بجدران الإناء: $P = \\frac{1}{3}\\rho \\overline{v^2}$.',
        'Gas pressure comes from molecules colliding with the container walls: $P = \\frac{1}{3}\\rho \\overline{v^2}$.',
      ],
      [
        'متوسط طاقة حركة الجزيء يتناسب طرديًّا مع درجة الحرارة المطلقة: $\\overline{KE} = \\frac{3}{2}k_B T$ حيث $k_B = 1.38 \\times 10^{-23}\\,\\mathrm{J/K}$ ثابت بولتزمان.',
        "The average kinetic energy of a molecule is proportional to the absolute temperature: $\\overline{KE} = \\frac{3}{2}k_B T$, where $k_B = 1.38 \\times 10^{-23}\\,\\mathrm{J/K}$ is Boltzmann's constant.",
      ],
      [
        'الجذر التربيعي لمتوسط مربع السرعة $v_{rms} = \\sqrt{\\frac{3P}{\\rho}} = \\sqrt{\\frac{3RT}{M}}$ حيث $M$ الكتلة المولية بوحدة $\\mathrm{kg/mol}$.',
        'The root-mean-square speed is $v_{rms} = \\sqrt{\\frac{3P}{\\rho}} = \\sqrt{\\frac{3RT}{M}}$, where $M$ is the molar mass in $\\mathrm{kg/mol}$.',
      ],
    ]),
  },
  {
    id: 'phys-electric-current',
    subject: 'physics',
    category: 'physics',
    level: 'grade12',
    icon: '🔌',
    title: { ar: 'التيار الكهربي وقانون أوم وقانونا كيرشوف', en: "Electric current, Ohm's law and Kirchhoff's laws" },
    points: bilingualPoints([
      [
        'شدة التيار $I = \\frac{Q}{t}$ وتقاس بالأمبير ($1\\,\\mathrm{A} = 1\\,\\mathrm{C/s}$)، والاتجاه الاصطلاحي للتيار خارج المصدر من القطب الموجب إلى السالب.',
        'Current $I = \\frac{Q}{t}$ is measured in amperes ($1\\,\\mathrm{A} = 1\\,\\mathrm{C/s}$); outside the source the conventional current flows from the positive to the negative terminal.',
      ],
      [
        'فرق الجهد بين نقطتين $V = \\frac{W}{Q}$ ويقاس بالفولت ($1\\,\\mathrm{V} = 1\\,\\mathrm{J/C}$).',
        'The potential difference between two points is $V = \\frac{W}{Q}$, measured in volts ($1\\,\\mathrm{V} = 1\\,\\mathrm{J/C}$).',
      ],
      [
        'قانون أوم: عند ثبوت درجة الحرارة تتناسب شدة التيار في موصل طرديًّا مع فرق الجهد بين طرفيه: $V = IR$.',
        "Ohm's law: at constant temperature the current in a conductor is proportional to the potential difference across it: $V = IR$.",
      ],
      [
        'مقاومة الموصل $R = \\rho_e \\frac{L}{A}$، والمقاومة النوعية $\\rho_e$ تتوقف على نوع المادة ودرجة الحرارة، والتوصيلية الكهربية $\\sigma = \\frac{1}{\\rho_e}$.',
        "A conductor's resistance is $R = \\rho_e \\frac{L}{A}$; the resistivity $\\rho_e$ depends on the material and temperature, and the conductivity is $\\sigma = \\frac{1}{\\rho_e}$.",
      ],
      [
        'التوصيل على التوالي: $R = R_1 + R_2 + \\cdots$ والتيار واحد في كل المقاومات؛ والتوصيل على التوازي: $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2} + \\cdots$ وفرق الجهد واحد.',
        'In series: $R = R_1 + R_2 + \\cdots$ and the same current flows through every resistor; in parallel: $\\frac{1}{R} = \\frac{1}{R_1} + \\frac{1}{R_2} + \\cdots$ and the potential difference is the same.',
      ],
      [
        'القدرة الكهربية $P = VI = I^2 R = \\frac{V^2}{R}$، والطاقة المستهلكة $W = Pt$.',
        'Electric power $P = VI = I^2 R = \\frac{V^2}{R}$, and the energy used is $W = Pt$.',
      ],
      [
        'قانون أوم للدائرة المغلقة: $I = \\frac{V_B}{R + r}$ حيث $V_B$ القوة الدافعة الكهربية و$r$ المقاومة الداخلية، وفرق الجهد بين قطبي المصدر $V = V_B - Ir$.',
        "Ohm's law for a closed circuit: $I = \\frac{V_B}{R + r}$, where $V_B$ is the emf and $r$ the internal resistance; the terminal voltage is $V = V_B - Ir$.",
      ],
      [
        'قانون كيرشوف الأول (قانون بقاء الشحنة): مجموع التيارات الداخلة إلى نقطة تفرع = مجموع التيارات الخارجة منها، أي $\\sum I = 0$.',
        "Kirchhoff's first law (conservation of charge): the currents entering a junction add up to the currents leaving it, i.e. $\\sum I = 0$.",
      ],
      [
        'قانون كيرشوف الثاني (قانون بقاء الطاقة): في أي مسار مغلق يكون المجموع الجبري للقوى الدافعة الكهربية = المجموع الجبري لفروق الجهد: $\\sum V_B = \\sum IR$.',
        "Kirchhoff's second law (conservation of energy): around any closed loop the algebraic sum of the emfs equals the algebraic sum of the potential drops: $\\sum V_B = \\sum IR$.",
      ],
    ]),
  },
  {
    id: 'phys-magnetic-effects',
    subject: 'physics',
    category: 'physics',
    level: 'grade12',
    icon: '🧲',
    title: { ar: 'التأثير المغناطيسي للتيار الكهربي', en: 'Magnetic effects of electric current' },
    points: bilingualPoints([
      [
        'كثافة الفيض المغناطيسي حول سلك مستقيم $B = \\frac{\\mu I}{2\\pi d}$، ويحدد اتجاهه بقاعدة قبضة اليد اليمنى لأمبير.',
        "The magnetic flux density around a straight wire is $B = \\frac{\\mu I}{2\\pi d}$; its direction is given by Ampère's right-hand grip rule.",
      ],
      [
        'كثافة الفيض عند مركز ملف دائري $B = \\frac{\\mu N I}{2r}$ حيث $N$ عدد اللفات و$r$ نصف قطر الملف.',
        'The flux density at the centre of a circular coil is $B = \\frac{\\mu N I}{2r}$, where $N$ is the number of turns and $r$ the radius.',
      ],
      [
        'كثافة الفيض داخل ملف لولبي (حلزوني) $B = \\mu n I$ حيث $n = \\frac{N}{L}$ عدد اللفات لوحدة الأطوال.',
        'The flux density inside a solenoid is $B = \\mu n I$, where $n = \\frac{N}{L}$ is the number of turns per unit length.',
      ],
      [
        'معامل النفاذية المغناطيسية للهواء $\\mu = 4\\pi \\times 10^{-7}\\,\\mathrm{Wb/(A \\cdot m)}$، ووحدة كثافة الفيض التسلا ($1\\,\\mathrm{T} = 1\\,\\mathrm{Wb/m^2}$).',
        'The magnetic permeability of air is $\\mu = 4\\pi \\times 10^{-7}\\,\\mathrm{Wb/(A \\cdot m)}$, and flux density is measured in teslas ($1\\,\\mathrm{T} = 1\\,\\mathrm{Wb/m^2}$).',
      ],
      [
        'القوة على سلك يمر به تيار في مجال مغناطيسي $F = BIL\\sin\\theta$، ويحدد اتجاهها بقاعدة فلمنج لليد اليسرى.',
        "The force on a current-carrying wire in a magnetic field is $F = BIL\\sin\\theta$, with its direction given by Fleming's left-hand rule.",
      ],
      [
        'سلكان متوازيان يمر بهما تياران في اتجاه واحد يتجاذبان، وفي اتجاهين متضادين يتنافران.',
        'Two parallel wires carrying currents in the same direction attract each other; currents in opposite directions repel.',
      ],
      [
        'عزم الازدواج على ملف في مجال مغناطيسي $\\tau = BIAN\\sin\\theta$ حيث $\\theta$ الزاوية بين المجال والعمودي على مستوى الملف، وعزم ثنائي القطب المغناطيسي $m_d = IAN$.',
        'The torque on a coil in a magnetic field is $\\tau = BIAN\\sin\\theta$, where $\\theta$ is the angle between the field and the normal to the coil plane; the magnetic dipole moment is $m_d = IAN$.',
      ],
      [
        'الجلفانومتر ذو الملف المتحرك يقيس التيارات الصغيرة، وزاوية انحراف مؤشره تتناسب طرديًّا مع شدة التيار.',
        'The moving-coil galvanometer measures small currents; the deflection of its pointer is proportional to the current.',
      ],
      [
        'تحويل الجلفانومتر إلى أميتر بتوصيل مقاومة صغيرة (مجزئ تيار) على التوازي معه: $R_s = \\frac{I_g R_g}{I - I_g}$.',
        'A galvanometer becomes an ammeter by connecting a small resistance (shunt) in parallel with it: $R_s = \\frac{I_g R_g}{I - I_g}$.',
      ],
      [
        'تحويل الجلفانومتر إلى فولتميتر بتوصيل مقاومة كبيرة (مضاعف جهد) على التوالي معه: $R_m = \\frac{V - V_g}{I_g}$.',
        'A galvanometer becomes a voltmeter by connecting a large resistance (multiplier) in series with it: $R_m = \\frac{V - V_g}{I_g}$.',
      ],
    ]),
  },
  {
    id: 'phys-em-induction',
    subject: 'physics',
    category: 'physics',
    level: 'grade12',
    icon: '🌀',
    title: { ar: 'الحث الكهرومغناطيسي ودوائر التيار المتردد', en: 'Electromagnetic induction and AC circuits' },
    points: bilingualPoints([
      [
        'الفيض المغناطيسي $\\phi_m = BA$ عندما يكون المجال عموديًّا على السطح، ويقاس بالويبر ($\\mathrm{Wb}$).',
        'Magnetic flux $\\phi_m = BA$ when the field is perpendicular to the surface, measured in webers ($\\mathrm{Wb}$).',
      ],
      [
        'قانون فاراداي: القوة الدافعة المستحثة في ملف تتناسب مع معدل تغير الفيض وعدد اللفات: $\\mathrm{emf} = -N\\frac{\\Delta\\phi_m}{\\Delta t}$.',
        "Faraday's law: the emf induced in a coil is proportional to the rate of change of flux and the number of turns: $\\mathrm{emf} = -N\\frac{\\Delta\\phi_m}{\\Delta t}$.",
      ],
      [
        'قاعدة لنز: يكون اتجاه التيار المستحث بحيث يقاوم التغير المسبب له (الإشارة السالبة)، وهي صورة من قانون بقاء الطاقة.',
        "Lenz's rule: the induced current flows so as to oppose the change that causes it (the minus sign); it is a form of the conservation of energy.",
      ],
      [
        'سلك مستقيم يتحرك في مجال مغناطيسي: $\\mathrm{emf} = BLv\\sin\\theta$، ويحدد اتجاه التيار بقاعدة فلمنج لليد اليمنى.',
        "A straight wire moving in a magnetic field: $\\mathrm{emf} = BLv\\sin\\theta$, with the current direction given by Fleming's right-hand rule.",
      ],
      [
        'الحث الذاتي: $\\mathrm{emf} = -L\\frac{\\Delta I}{\\Delta t}$، والحث المتبادل بين ملفين: $\\mathrm{emf}_2 = -M\\frac{\\Delta I_1}{\\Delta t}$، ووحدة معامل الحث الهنري.',
        'Self-induction: $\\mathrm{emf} = -L\\frac{\\Delta I}{\\Delta t}$; mutual induction between two coils: $\\mathrm{emf}_2 = -M\\frac{\\Delta I_1}{\\Delta t}$; inductance is measured in henries.',
      ],
      [
        'المولد الكهربي (الدينامو) يحول الطاقة الميكانيكية إلى كهربية: $\\mathrm{emf} = NBA\\omega\\sin\\theta$ حيث $\\theta = \\omega t$ و$\\omega = 2\\pi f$، والقيمة العظمى $NBA\\omega$.',
        'The generator (dynamo) turns mechanical energy into electrical energy: $\\mathrm{emf} = NBA\\omega\\sin\\theta$, where $\\theta = \\omega t$ and $\\omega = 2\\pi f$; the peak value is $NBA\\omega$.',
      ],
      [
        'القيمة الفعالة للتيار المتردد $I_{\\text{eff}} = \\frac{I_{\\max}}{\\sqrt{2}} \\approx 0.707\\,I_{\\max}$.',
        'The effective (rms) value of an alternating current is $I_{\\text{eff}} = \\frac{I_{\\max}}{\\sqrt{2}} \\approx 0.707\\,I_{\\max}$.',
      ],
      [
        'المحول الكهربي المثالي: $\\frac{V_s}{V_p} = \\frac{N_s}{N_p} = \\frac{I_p}{I_s}$؛ ويرفع المحول الجهد لنقل الكهرباء لمسافات بعيدة فيقل التيار ويقل الفقد الحراري $I^2 R$.',
        'Ideal transformer: $\\frac{V_s}{V_p} = \\frac{N_s}{N_p} = \\frac{I_p}{I_s}$; stepping the voltage up for long-distance transmission lowers the current and so the heat loss $I^2 R$.',
      ],
      [
        'التيارات الدوامية تتولد في القلب الحديدي فتسبب فقدًا حراريًّا، وتقل بتقسيم القلب إلى شرائح معزولة، وتستخدم في أفران الحث.',
        'Eddy currents induced in an iron core waste energy as heat; a core made of insulated laminations reduces them, and induction furnaces make use of them.',
      ],
      [
        'المفاعلة الحثية $X_L = 2\\pi f L$ والمفاعلة السعوية $X_C = \\frac{1}{2\\pi f C}$، وفي دائرة الرنين $X_L = X_C$ فيكون التردد $f = \\frac{1}{2\\pi\\sqrt{LC}}$.',
        'Inductive reactance is $X_L = 2\\pi f L$ and capacitive reactance $X_C = \\frac{1}{2\\pi f C}$; at resonance $X_L = X_C$, so the frequency is $f = \\frac{1}{2\\pi\\sqrt{LC}}$.',
      ],
    ]),
  },
  {
    id: 'phys-modern',
    subject: 'physics',
    category: 'physics',
    level: 'grade12',
    icon: '🌈',
    title: { ar: 'الفيزياء الحديثة: الكم والأطياف الذرية والليزر', en: 'Modern physics: quanta, atomic spectra and lasers' },
    points: bilingualPoints([
      [
        'إشعاع الجسم الأسود: كلما ارتفعت درجة الحرارة قل الطول الموجي الذي تكون عنده شدة الإشعاع أكبر ما يمكن (قانون فين $\\lambda_m T = \\text{const}$)، وفسر بلانك ذلك بأن الطاقة تنبعث في صورة كمات $E = hf$.',
        "Black-body radiation: the hotter the body, the shorter the wavelength of peak intensity (Wien's law $\\lambda_m T = \\text{const}$); Planck explained it by energy being emitted in quanta $E = hf$.",
      ],
      [
        'ثابت بلانك $h = 6.625 \\times 10^{-34}\\,\\mathrm{J \\cdot s}$، وطاقة الفوتون $E = hf = \\frac{hc}{\\lambda}$.',
        "Planck's constant is $h = 6.625 \\times 10^{-34}\\,\\mathrm{J \\cdot s}$, and the photon energy is $E = hf = \\frac{hc}{\\lambda}$.",
      ],
      [
        'الظاهرة الكهروضوئية: تنبعث الإلكترونات من سطح الفلز إذا كان تردد الضوء الساقط أكبر من التردد الحرج $\\nu_c$؛ وطاقة حركة الإلكترونات تتوقف على التردد لا على الشدة، بينما تحدد الشدة عدد الإلكترونات (شدة التيار).',
        'Photoelectric effect: electrons leave a metal surface only if the frequency of the incident light exceeds the threshold frequency $\\nu_c$; their kinetic energy depends on the frequency, not the intensity, while the intensity sets the number of electrons (the current).',
      ],
      [
        'معادلة أينشتين الكهروضوئية: $hf = E_w + \\frac{1}{2}mv^2$ حيث دالة الشغل $E_w = h\\nu_c$.',
        "Einstein's photoelectric equation: $hf = E_w + \\frac{1}{2}mv^2$, where the work function is $E_w = h\\nu_c$.",
      ],
      [
        'ظاهرة كومبتون: يفقد الفوتون جزءًا من طاقته عند تصادمه بإلكترون فيزداد طوله الموجي، مما يؤكد الطبيعة الجسيمية للضوء؛ وكمية حركة الفوتون $p = \\frac{h}{\\lambda}$.',
        'Compton effect: a photon loses part of its energy on colliding with an electron, so its wavelength increases, confirming the particle nature of light; the photon momentum is $p = \\frac{h}{\\lambda}$.',
      ],
      [
        'فرض دي برولي: لكل جسيم متحرك موجة مصاحبة طولها $\\lambda = \\frac{h}{mv}$، وعليه يعتمد الميكروسكوب الإلكتروني.',
        "De Broglie's hypothesis: every moving particle has an associated wave of wavelength $\\lambda = \\frac{h}{mv}$; the electron microscope is based on it.",
      ],
      [
        'عندما ينتقل إلكترون ذرة الهيدروجين من مستوى طاقة أعلى إلى أدنى ينبعث فوتون طاقته $hf = E_2 - E_1$.',
        'When the electron of a hydrogen atom drops from a higher energy level to a lower one, it emits a photon of energy $hf = E_2 - E_1$.',
      ],
      [
        'متسلسلات طيف الهيدروجين: ليمان (العودة إلى $n = 1$، فوق بنفسجية)، وبالمر ($n = 2$، مرئية)، وباشن ($n = 3$) وبراكت ($n = 4$) وفوند ($n = 5$) تحت حمراء.',
        'Hydrogen spectral series: Lyman (down to $n = 1$, ultraviolet), Balmer ($n = 2$, visible), and Paschen ($n = 3$), Brackett ($n = 4$) and Pfund ($n = 5$) in the infrared.',
      ],
      [
        'طيف الانبعاث الخطي مميز لكل عنصر كبصمة الإصبع، وطيف الامتصاص خطوط مظلمة في نفس المواضع، مثل خطوط فرونهوفر في طيف الشمس.',
        'Each element has its own line emission spectrum, like a fingerprint; its absorption spectrum shows dark lines at the same positions, like the Fraunhofer lines in the solar spectrum.',
      ],
      [
        'الأشعة السينية تنتج من اصطدام إلكترونات سريعة بهدف من فلز ثقيل (أنبوبة كولدج)، ولها طيف متصل وطيف خطي مميز، وأقصر طول موجي لها $\\lambda_{\\min} = \\frac{hc}{eV}$.',
        'X-rays are produced when fast electrons strike a heavy-metal target (Coolidge tube); they have a continuous spectrum and a characteristic line spectrum, and their shortest wavelength is $\\lambda_{\\min} = \\frac{hc}{eV}$.',
      ],
      [
        'الليزر تضخيم الضوء بالانبعاث المستحث للإشعاع، ويحتاج إلى وسط فعال ومصدر طاقة وتجويف رنين وحدوث الإسكان المعكوس؛ وضوؤه أحادي الطول الموجي ومترابط ومتوازٍ وعالي الشدة.',
        'A laser amplifies light by stimulated emission of radiation; it needs an active medium, an energy source, a resonant cavity and population inversion, and its light is monochromatic, coherent, collimated and very intense.',
      ],
    ]),
  },
];
